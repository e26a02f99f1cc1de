import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCodes, cardTokenBodySchema } from '@encore/contracts';
import { sendFailure, sendResult } from '../../platform/http.ts';
import { renderActionPage } from './test-action-page.ts';
import type { TestPaymentProvider } from './test-provider.ts';

const referenceParams = z.object({ reference: z.string().min(1).max(100) });
const outcomeBody = z.object({ outcome: z.enum(['approve', 'fail']) });
/** Unknown (or forgotten after a restart, see ADR 0043): the shopper goes back to the shop and pays again. */
const unknownPayment = { errorCode: ErrorCodes.notFound, message: 'Payment not found: it is unknown or has expired. Go back to the shop and try again.' };

/**
 * Endpoints of the test provider, mounted only while it is the configured one:
 * POST /tokens tokenises a card for a cart and amount; GET /pay/:reference is the provider's page of a
 * payment that requires action (3-D Secure challenge or redirect approval) and POST /pay/:reference
 * takes the shopper's answer, reports it to the shop as a webhook would, and sends the browser back.
 */
export function paymentTestRoutes(provider: TestPaymentProvider): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // The provider's page posts a plain HTML form (only in this plugin's scope).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    r.post('/tokens', { config: { limits: 'card-token' }, schema: { body: cardTokenBodySchema } }, async (request, reply) => sendResult(reply, provider.tokenize(request.body)));

    r.get('/pay/:reference', { schema: { params: referenceParams } }, async (request, reply) => {
      const view = await provider.actionView(request.params.reference);
      if (!view) return sendFailure(reply, unknownPayment);
      return reply.type('text/html; charset=utf-8').send(renderActionPage(request.params.reference, view));
    });

    r.post('/pay/:reference', { schema: { params: referenceParams, body: outcomeBody } }, async (request, reply) => {
      const back = await provider.complete(request.params.reference, request.body.outcome === 'approve');
      if (!back) return sendFailure(reply, unknownPayment);
      return reply.redirect(back, 303);
    });
  };
}
