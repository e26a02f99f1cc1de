import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { recordTokenUse } from './payment-token.repo.ts';
import { paymentTestRoutes } from './payment.routes.ts';
import type { StripeConfig } from './stripe/stripe-config.ts';
import type { StripePaymentProvider } from './stripe/stripe-provider.ts';
import { testPaymentStore } from './test-provider.repo.ts';
import { TestPaymentProvider } from './test-provider.ts';

export interface PaymentSetup {
  provider: PaymentProvider;
  /** The provider's own endpoints under /api/ext/payment-test (the test provider's tokenisation), or none. */
  testRoutes: FastifyPluginAsync | null;
  /** The Stripe provider when it is the configured one: its routes under /api/ext/payment-stripe need it. */
  stripe: StripePaymentProvider | null;
}

/**
 * The payment provider the configuration selects (PAYMENT_PROVIDER). The built-in test provider,
 * which takes test cards and charges nothing, and its tokenisation endpoint exist only when it is
 * the one selected. Stripe needs its keys (config.ts refuses to start without them); its SDK is
 * loaded only when it is the one selected, so the demo and the test suites start without it.
 */
export async function setUpPayments(
  config: { paymentProvider: string; secret: string; production: boolean; stripe: StripeConfig | undefined; accounts: { shopUrl: string } },
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
): Promise<PaymentSetup> {
  switch (config.paymentProvider) {
    case 'test': {
      if (config.production) deps.log.warn('PAYMENT_PROVIDER=test: payments are simulated, anyone can buy tickets with the test cards');
      const provider = new TestPaymentProvider(config.secret, deps.clock, { use: (id, expiresAt, now) => recordTokenUse(deps.db, id, expiresAt, now) }, testPaymentStore(deps.db, deps.clock));
      return { provider, testRoutes: paymentTestRoutes(provider), stripe: null };
    }
    case 'stripe': {
      if (!config.stripe) throw new Error('PAYMENT_PROVIDER=stripe without the Stripe settings: load the configuration with loadConfig');
      const { StripePaymentProvider } = await import('./stripe/stripe-provider.ts');
      const provider = new StripePaymentProvider(config.stripe, config.accounts.shopUrl, deps.log);
      return { provider, testRoutes: null, stripe: provider };
    }
    default:
      throw new Error(`PAYMENT_PROVIDER=${config.paymentProvider} is not a payment provider: use test (the built-in test provider) or stripe`);
  }
}
