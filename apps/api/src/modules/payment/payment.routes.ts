import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardTokenBodySchema } from '@encore/contracts';
import { sendResult } from '../../platform/http.ts';
import type { TestPaymentProvider } from './test-provider.ts';

/**
 * Tokenisation endpoint of the test provider: POST /api/ext/payment-test/tokens with the card, the
 * cart it pays for and the amount the customer agrees to pay. Mounted only while the test provider
 * is the configured one.
 */
export function paymentTestRoutes(provider: TestPaymentProvider): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/tokens', { config: { limits: 'card-token' }, schema: { body: cardTokenBodySchema } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendResult(reply, provider.tokenize(request.body));
    });
  };
}
