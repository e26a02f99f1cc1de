import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCodes, PaymentErrorCodes, orderBodySchema, orderLookupBodySchema, tokenQuerySchema } from '@encore/contracts';
import { identifyCaller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { sendFailure, sendResult } from '../../platform/http.ts';
import type { OrderService } from './order.service.ts';

export function orderRoutes(orders: OrderService, secret: string, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-cache, no-store');
    });

    // Business refusals of an order are 400 (the client queues and reports them), payment refusals 402.
    r.post('/', { config: { limits: 'order' }, schema: { querystring: tokenQuerySchema, body: orderBodySchema } }, async (request, reply) => {
      const caller = identifyCaller(request, secret, clock.now());
      if (caller.kind === 'rejected') return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: caller.message }, 401);
      return sendResult(reply, await orders.place(caller, request.body), { [ErrorCodes.unknownCart]: 400, [PaymentErrorCodes.amountChanged]: 402 });
    });

    // Number and e-mail travel in the body, so neither is written to access logs or browser history.
    r.post('/lookup', { config: { limits: 'order-lookup' }, schema: { body: orderLookupBodySchema } }, async (request, reply) => sendResult(reply, await orders.lookup(request.body.orderNumber, request.body.email)));
  };
}
