import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCodes, HOLD_ERROR_MESSAGES, holdTimerQuerySchema } from '@encore/contracts';
import { identifyCaller, type Caller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { sendFailure, sendOk } from '../../platform/http.ts';
import type { Result } from '../../platform/result.ts';
import type { HoldService } from './hold.service.ts';

/**
 * Opens a cart for a caller as the cart module does for its own routes (the cart exists, belongs to the
 * caller, is still open, and is cleared first when its hold ran out); handed in by the composition root.
 */
export type OpenCart = (caller: Exclude<Caller, { kind: 'rejected' }>, cartId: string) => Promise<Result<unknown>>;

/** The reservation timer under /api/ext/reservation-timer, keyed by quote (cart) id. */
export function holdTimerRoutes(openCart: OpenCart, holds: HoldService, secret: string, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-cache, no-store');
    });

    const withQuote = async (request: FastifyRequest, reply: FastifyReply, quoteId: string, run: () => Promise<FastifyReply>) => {
      const who = identifyCaller(request, secret, clock.now());
      if (who.kind === 'rejected') return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: who.message }, 401);
      const cart = await openCart(who, quoteId);
      if (!cart.ok) {
        const failure = cart.error.errorCode === ErrorCodes.unknownCart ? { ...cart.error, message: HOLD_ERROR_MESSAGES.unknownQuote(quoteId), field: 'quoteId' } : cart.error;
        return sendFailure(reply, failure);
      }
      return run();
    };

    r.get('/get-reservation-time', { schema: { querystring: holdTimerQuerySchema } }, async (request, reply) =>
      withQuote(request, reply, request.query.quoteId, async () => sendOk(reply, await holds.time(request.query.quoteId))),
    );

    r.post('/extend', { config: { limits: 'hold-extend' }, schema: { querystring: holdTimerQuerySchema } }, async (request, reply) =>
      withQuote(request, reply, request.query.quoteId, async () => {
        const out = await holds.extend(request.query.quoteId);
        return out.ok ? sendOk(reply, out.time) : sendFailure(reply, out.failure, out.status);
      }),
    );
  };
}
