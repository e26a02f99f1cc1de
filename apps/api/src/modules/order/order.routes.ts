import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCodes, PaymentErrorCodes, orderBodySchema, orderLookupBodySchema, paymentStatusBodySchema, tokenQuerySchema } from '@encore/contracts';
import { identifyCaller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { sendFailure, sendOk, sendResult } from '../../platform/http.ts';
import type { OrderService } from './order.service.ts';

const PAYMENT_STATUS_CODES = {
  [ErrorCodes.unknownCart]: 400,
  [PaymentErrorCodes.amountChanged]: 402,
  [PaymentErrorCodes.cancelled]: 402,
  [PaymentErrorCodes.voided]: 409,
  [PaymentErrorCodes.pending]: 409,
};

export function orderRoutes(orders: OrderService, secret: string, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-cache, no-store');
    });

    // Business refusals of an order are 400 (the client queues and reports them), payment refusals 402;
    // a payment waiting for the shopper at the provider is 202 with where to send them.
    r.post('/', { config: { limits: 'order' }, schema: { querystring: tokenQuerySchema, body: orderBodySchema } }, async (request, reply) => {
      const caller = identifyCaller(request, secret, clock.now());
      if (caller.kind === 'rejected') return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: caller.message }, 401);
      const placed = await orders.place(caller, request.body);
      if (placed.ok && 'status' in placed.value) return sendOk(reply, placed.value, 202);
      return sendResult(reply, placed, PAYMENT_STATUS_CODES);
    });

    // The shopper back from the provider: what became of the payment of their attempt.
    r.post('/payment-status', { config: { limits: 'payment-status' }, schema: { querystring: tokenQuerySchema, body: paymentStatusBodySchema } }, async (request, reply) => {
      const caller = identifyCaller(request, secret, clock.now());
      if (caller.kind === 'rejected') return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: caller.message }, 401);
      return sendResult(reply, await orders.paymentStatus(caller, request.body.cart_id, request.body.order_id), { [ErrorCodes.unknownCart]: 404 });
    });

    // Number and e-mail travel in the body, so neither is written to access logs or browser history.
    r.post('/lookup', { config: { limits: 'order-lookup' }, schema: { body: orderLookupBodySchema } }, async (request, reply) => sendResult(reply, await orders.lookup(request.body.orderNumber, request.body.email)));
  };
}
