import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardTokenBodySchema } from '@encore/contracts';
import type { Clock } from '../../platform/clock.ts';
import { sendResult } from '../../platform/http.ts';
import type { TestPaymentProvider } from './test-provider.ts';

/** Tokenisation endpoint of the test provider: POST /api/ext/payment-test/tokens. */
export function paymentTestRoutes(provider: TestPaymentProvider, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/tokens', { config: { limits: 'card-token' }, schema: { body: cardTokenBodySchema } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendResult(reply, provider.tokenize(request.body, clock.now()));
    });
  };
}
