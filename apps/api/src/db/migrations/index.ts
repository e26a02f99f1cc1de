import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-initial.ts';
import * as m0002 from './0002-cms.ts';
import * as m0003 from './0003-url-rewrites.ts';
import * as m0004 from './0004-holds.ts';
import * as m0005 from './0005-coupons.ts';
import * as m0006 from './0006-product-links.ts';
import * as m0007 from './0007-cart-customer-group.ts';
import * as m0008 from './0008-hold-timer.ts';
import * as m0010 from './0010-demo-coupons-out.ts';
import * as m0011 from './0011-payment-token-use.ts';
import * as m0012 from './0012-coupon-failures.ts';
import * as m0013 from './0013-cart-line-per-sku.ts';
import * as m0014 from './0014-jobs.ts';
import * as m0015 from './0015-customers.ts';
import * as m0016 from './0016-passkeys.ts';
import * as m0017 from './0017-social-login.ts';
import * as m0018 from './0018-hold-clients.ts';
import * as m0019 from './0019-tickets.ts';
import * as m0020 from './0020-reviews.ts';
import * as m0021 from './0021-payment-attempts.ts';
import * as m0022 from './0022-stock-version.ts';
import * as m0023 from './0023-test-provider-payments.ts';
import * as m0024 from './0024-first-hold-function.ts';
import * as m0025 from './0025-cart-item-one-cart-index.ts';
import * as m0026 from './0026-product-translations-hash.ts';

/** Migrations are listed in code (not read from disk) so the bundled API carries them. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001-initial': m0001,
      '0002-cms': m0002,
      '0003-url-rewrites': m0003,
      '0004-holds': m0004,
      '0005-coupons': m0005,
      '0006-product-links': m0006,
      '0007-cart-customer-group': m0007,
      '0008-hold-timer': m0008,
      '0010-demo-coupons-out': m0010,
      '0011-payment-token-use': m0011,
      '0012-coupon-failures': m0012,
      '0013-cart-line-per-sku': m0013,
      '0014-jobs': m0014,
      '0015-customers': m0015,
      '0016-passkeys': m0016,
      '0017-social-login': m0017,
      '0018-hold-clients': m0018,
      '0019-tickets': m0019,
      '0020-reviews': m0020,
      '0021-payment-attempts': m0021,
      '0022-stock-version': m0022,
      '0023-test-provider-payments': m0023,
      '0024-first-hold-function': m0024,
      '0025-cart-item-one-cart-index': m0025,
      '0026-product-translations-hash': m0026,
    };
  },
};
