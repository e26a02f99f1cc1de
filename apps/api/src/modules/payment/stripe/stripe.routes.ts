import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCodes, PAYMENT_MESSAGES, createPaymentIntentBodySchema, getRequiresActionBodySchema, type CreatePaymentIntentAnswer, type MandateDataAnswer, type RequiresActionAnswer } from '@encore/contracts';
import { sendFailure, sendOk } from '../../../platform/http.ts';
import { STRIPE_CARD_CODE } from './stripe-methods.ts';
import type { StripePaymentProvider } from './stripe-provider.ts';

/** What the Stripe routes need of other modules, handed in by the composition root. */
export interface StripeRouteDeps {
  /** The cart's server-computed grand total (minor units) and currency; null for no open cart of that id. */
  totalsOf(cartId: string): Promise<{ grandTotal: number; currency: string } | null>;
  /** A checkout attempt by its client order id: its provider, status, provider reference and action address. */
  attemptOf(orderId: string): Promise<{ provider: string; status: string; providerReference: string | null; actionUrl: string | null } | null>;
}

/** Stripe's signed events can be larger than the API's usual request bodies. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;
const USER_AGENT_MAX = 512;
const unknownAttempt = { errorCode: ErrorCodes.notFound, message: 'Order not found', field: 'orderId' };
const stripeDown = { errorCode: ErrorCodes.paymentFailed, message: PAYMENT_MESSAGES.generic };

/**
 * The Stripe endpoints under /api/ext/payment-stripe: a PaymentIntent for a cart (Stripe.js confirms
 * it in the browser), whether a checkout attempt waits for the shopper, the mandate data of the
 * request, and Stripe's webhook. Only mounted while Stripe is the configured provider.
 */
export function stripeRoutes(provider: StripePaymentProvider, deps: StripeRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // The amount is always the cart's own total: a client never names what it pays.
    r.post('/create-payment-intent', { config: { limits: 'card-token' }, schema: { body: createPaymentIntentBodySchema } }, async (request, reply) => {
      const code = request.body.method ?? STRIPE_CARD_CODE;
      const method = provider.methodOf(code);
      if (!method) return sendFailure(reply, { errorCode: ErrorCodes.validation, message: `method: unknown payment method ${code}`, field: 'method' });
      const totals = await deps.totalsOf(request.body.cartId);
      if (!totals) return sendFailure(reply, { errorCode: ErrorCodes.unknownCart, message: 'Unknown cart', field: 'cartId' }, 404);
      if (totals.grandTotal <= 0) return sendFailure(reply, { errorCode: ErrorCodes.emptyCart, message: 'The cart is empty' });
      try {
        const intent = await provider.intentForCart(request.body.cartId, method, totals.grandTotal, totals.currency);
        const answer: CreatePaymentIntentAnswer = { ...intent, publishableKey: provider.publishableKey };
        return sendOk(reply, answer);
      } catch (err) {
        request.log.error({ err }, 'Stripe did not make a PaymentIntent for a cart');
        return sendFailure(reply, stripeDown, 502);
      }
    });

    r.post('/get-requires-action', { config: { limits: 'payment-status' }, schema: { body: getRequiresActionBodySchema } }, async (request, reply) => {
      const attempt = await deps.attemptOf(request.body.orderId);
      if (!attempt || attempt.provider !== provider.name) return sendFailure(reply, unknownAttempt, 404);
      const none: RequiresActionAnswer = { requiresAction: false, actionUrl: null, clientSecret: null };
      if (attempt.status !== 'requires_action' || !attempt.providerReference) return sendOk(reply, none);
      try {
        const action = await provider.actionOf(attempt.providerReference);
        return sendOk(reply, action.requiresAction ? { requiresAction: true, actionUrl: attempt.actionUrl, clientSecret: action.clientSecret } : none);
      } catch (err) {
        request.log.error({ err }, 'Stripe did not answer about a payment that requires action');
        return sendFailure(reply, stripeDown, 502);
      }
    });

    // What Stripe wants as proof that the shopper accepted a mandate online: where the request came from.
    r.get('/mandate-data', async (request, reply) => {
      const answer: MandateDataAnswer = { customer_acceptance: { type: 'online', online: { ip_address: request.ip, user_agent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX) } } };
      return sendOk(reply, answer);
    });

    await app.register(async (hook) => {
      // The signature covers the exact bytes Stripe sent, so this route reads its body unparsed.
      hook.removeAllContentTypeParsers();
      hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
      hook.post('/webhook', async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const genuine = await provider.receiveWebhook(payload, typeof signature === 'string' ? signature : undefined);
        if (!genuine) return sendFailure(reply, { errorCode: ErrorCodes.validation, message: 'The Stripe-Signature header does not match the body: the webhook is not from Stripe, or STRIPE_WEBHOOK_SECRET is not this endpoint\'s signing secret' }, 400);
        return sendOk(reply, { received: true });
      });
    });
  };
}

/**
 * Stands in for the Stripe endpoints while another provider is configured, so their addresses
 * answer the same way whatever the configuration: 404 saying why.
 */
export function stripeUnavailableRoutes(paymentProvider: string): FastifyPluginAsync {
  return async (app) => {
    // The methods the Stripe routes use; any other answers the app's own 404 for an unknown route.
    app.route({
      method: ['GET', 'POST'],
      url: '/*',
      handler: async (_request, reply) => sendFailure(reply, { errorCode: ErrorCodes.notFound, message: `Stripe is not the configured payment provider (PAYMENT_PROVIDER=${paymentProvider})` }, 404),
    });
  };
}
