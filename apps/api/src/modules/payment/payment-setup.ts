import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { recordTokenUse } from './payment-token.repo.ts';
import { paymentTestRoutes } from './payment.routes.ts';
import { TestPaymentProvider } from './test-provider.ts';

export interface PaymentSetup {
  provider: PaymentProvider;
  /** The provider's own endpoints under /api/ext/payment-test (the test provider's tokenisation), or none. */
  testRoutes: FastifyPluginAsync | null;
}

/**
 * The payment provider the configuration selects (PAYMENT_PROVIDER). The built-in test provider,
 * which takes test cards and charges nothing, and its tokenisation endpoint exist only when it is
 * the one selected. Stripe is named already so that a deployment configured for it refuses to
 * start until its adapter arrives, instead of quietly taking orders through test cards.
 */
export function setUpPayments(
  config: { paymentProvider: string; secret: string; production: boolean },
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
): PaymentSetup {
  switch (config.paymentProvider) {
    case 'test': {
      if (config.production) deps.log.warn('PAYMENT_PROVIDER=test: payments are simulated, anyone can buy tickets with the test cards');
      const provider = new TestPaymentProvider(config.secret, deps.clock, { use: (id, expiresAt, now) => recordTokenUse(deps.db, id, expiresAt, now) });
      return { provider, testRoutes: paymentTestRoutes(provider) };
    }
    case 'stripe':
      throw new Error('PAYMENT_PROVIDER=stripe: the Stripe adapter is not part of this version yet, so the API will not start (it cannot charge cards). Use PAYMENT_PROVIDER=test for the demo and tests.');
    default:
      throw new Error(`PAYMENT_PROVIDER=${config.paymentProvider} is not a payment provider: use test (the built-in test provider) or stripe`);
  }
}
