import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorCodes,
  applyCouponQuerySchema,
  cartDeleteBodySchema,
  cartMergeQuerySchema,
  cartQuerySchema,
  cartUpdateBodySchema,
  cartCreateWithItemBodySchema,
  cartPackageBodySchema,
  cartHoldAgainBodySchema,
  collectTotalsBodySchema,
  shippingInformationBodySchema,
  shippingMethodsBodySchema,
  tokenQuerySchema,
} from '@encore/contracts';
import { identifyCaller, type Caller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { clientAddress, clientAddressKey } from '../../platform/client-address.ts';
import { sendFailure, sendOk, sendResult } from '../../platform/http.ts';
import type { HoldClient } from '../hold/hold.service.ts';
import type { CartRecord } from './cart.repo.ts';
import type { CartService } from './cart.service.ts';
import type { CartMerger } from './cart-merge.ts';

type KnownCaller = Exclude<Caller, { kind: 'rejected' }>;

export function cartRoutes(carts: CartService, secret: string, clock: Clock, merger?: CartMerger): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-cache, no-store');
    });

    const caller = (request: FastifyRequest, reply: FastifyReply): KnownCaller | null => {
      const c = identifyCaller(request, secret, clock.now());
      if (c.kind !== 'rejected') return c;
      sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: c.message }, 401);
      return null;
    };

    /** Resolves token and cart, answering 401/404/400 itself when either is not usable. */
    const withCart = async (request: FastifyRequest, reply: FastifyReply, cartId: string, run: (cart: CartRecord, who: KnownCaller) => Promise<FastifyReply>) => {
      const who = caller(request, reply);
      if (!who) return reply;
      const cart = await carts.open(who, cartId);
      if (!cart.ok) return sendFailure(reply, cart.error);
      return run(cart.value, who);
    };

    /** A signed-in customer's open cart in the store view, which cart/create and the first add use instead of a new one. */
    const customerCartId = async (who: KnownCaller, storeCode: string | undefined) => (who.kind === 'user' ? merger?.customerCartId(who.claims, storeCode) : undefined);

    /** Who asks for a hold: the client address (only as a keyed hash) and the customer when signed in. */
    const holdClient = (request: FastifyRequest, who: KnownCaller): HoldClient => ({
      addressKey: clientAddressKey(clientAddress(request), secret),
      customerId: who.kind === 'user' ? who.claims.sub : null,
    });

    r.post('/create', { config: { limits: 'cart-create' }, schema: { querystring: tokenQuerySchema } }, async (request, reply) => {
      const who = caller(request, reply);
      if (!who) return reply;
      // cart/create with a user token answers the customer's open cart, the same on every device.
      const own = await customerCartId(who, request.query.storeCode);
      if (own) return sendOk(reply, own);
      return sendResult(reply, await carts.create(who, request.query.storeCode));
    });

    r.post('/create-with-item', { config: { limits: 'cart-create-hold' }, schema: { querystring: tokenQuerySchema, body: cartCreateWithItemBodySchema } }, async (request, reply) => {
      const who = caller(request, reply);
      if (!who) return reply;
      const own = await customerCartId(who, request.query.storeCode);
      if (own) {
        const cart = await carts.open(who, own);
        if (!cart.ok) return sendFailure(reply, cart.error);
        return sendResult(reply, await carts.update(cart.value, { ...request.body.cartItem, quoteId: own }, holdClient(request, who)));
      }
      return sendResult(reply, await carts.createWithItem(who, request.query.storeCode, request.body.cartItem, holdClient(request, who)));
    });

    r.post('/merge', { schema: { querystring: cartMergeQuerySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => {
        const who = identifyCaller(request, secret, clock.now());
        if (!merger || who.kind !== 'user') return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: 'Merging a guest cart needs the customer’s token' }, 401);
        return sendResult(reply, await merger.merge(who.claims, cart, request.query.guestCartId));
      }),
    );

    r.get('/pull', { schema: { querystring: cartQuerySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendOk(reply, await carts.pull(cart))),
    );

    r.post('/update', { config: { limits: 'hold' }, schema: { querystring: cartQuerySchema, body: cartUpdateBodySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart, who) => sendResult(reply, await carts.update(cart, request.body.cartItem, holdClient(request, who)))),
    );

    r.post('/add-package', { config: { limits: 'hold' }, schema: { querystring: cartQuerySchema, body: cartPackageBodySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart, who) => sendResult(reply, await carts.addPackage(cart, request.body.cartItem, holdClient(request, who)))),
    );
    r.post('/hold-again', { config: { limits: 'hold' }, schema: { querystring: cartQuerySchema, body: cartHoldAgainBodySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart, who) => sendResult(reply, await carts.holdAgain(cart, request.body.items, holdClient(request, who)))),
    );
    r.post('/delete', { schema: { querystring: cartQuerySchema, body: cartDeleteBodySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendResult(reply, await carts.remove(cart, request.body.cartItem))),
    );

    r.post('/apply-coupon', { config: { limits: 'coupon' }, schema: { querystring: applyCouponQuerySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendResult(reply, await carts.applyCoupon(cart, request.query.coupon, clientAddressKey(clientAddress(request), secret)))),
    );

    r.post('/delete-coupon', { schema: { querystring: cartQuerySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendResult(reply, await carts.removeCoupon(cart))),
    );

    r.post('/clear', { schema: { querystring: cartQuerySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendResult(reply, await carts.clear(cart))),
    );

    r.get('/totals', { schema: { querystring: cartQuerySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendOk(reply, await carts.totals(cart))),
    );

    r.get('/payment-methods', { schema: { querystring: cartQuerySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendOk(reply, carts.paymentMethods(cart))),
    );

    r.post('/shipping-methods', { schema: { querystring: cartQuerySchema, body: shippingMethodsBodySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendOk(reply, await carts.shippingMethods(cart))),
    );

    r.post('/shipping-information', { schema: { querystring: cartQuerySchema, body: shippingInformationBodySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendResult(reply, await carts.shippingInformation(cart, request.body.addressInformation))),
    );

    r.post('/collect-totals', { schema: { querystring: cartQuerySchema, body: collectTotalsBodySchema } }, async (request, reply) =>
      withCart(request, reply, request.query.cartId, async (cart) => sendResult(reply, await carts.collectTotals(cart, request.body.methods))),
    );
  };
}
