import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  UserErrorCodes,
  addressIdParamsSchema,
  changePasswordBodySchema,
  checkoutLinkBodySchema,
  createPasswordBodySchema,
  customerAddressSchema,
  customerIdParamsSchema,
  orderHistoryQuerySchema,
  resetPasswordBodySchema,
  resetPasswordQuerySchema,
  sessionIdParamsSchema,
  tokenQuerySchema,
  userCreateBodySchema,
  userLoginBodySchema,
  userRefreshBodySchema,
  userUpdateBodySchema,
} from '@encore/contracts';
import type { Clock } from '../../platform/clock.ts';
import { sendResult } from '../../platform/http.ts';
import { signedIn, userAgentOf } from '../../platform/signed-in.ts';
import { sendSignedIn } from './signed-in-answer.ts';
import type { UserService } from './user.service.ts';

const STATUS = { [UserErrorCodes.signInFailed]: 401, [UserErrorCodes.refreshFailed]: 401, [UserErrorCodes.forbidden]: 403 };

/** Who owns a cart (a customer id, or null for a guest's), answered by the cart module. */
type CartOwner = (cartId: string) => Promise<number | null | undefined>;

export function userRoutes(users: UserService, secret: string, clock: Clock, cartOwner: CartOwner): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Profiles, tokens and addresses are one customer's: never kept by a shared cache.
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    r.post('/create', { config: { limits: 'account-create' }, schema: { body: userCreateBodySchema } }, async (request, reply) => {
      const { customer, password, storeId } = request.body;
      return sendResult(reply, await users.register({ ...customer, storeId: customer.storeId ?? storeId }, password));
    });

    // The access token is the result; the refresh token travels in meta, as the shop's clients expect.
    r.post('/login', { config: { limits: 'sign-in' }, schema: { body: userLoginBodySchema } }, async (request, reply) => {
      return sendSignedIn(reply, await users.login(request.body.username, request.body.password, userAgentOf(request)), STATUS);
    });

    r.post('/refresh', { config: { limits: 'token-refresh' }, schema: { body: userRefreshBodySchema } }, async (request, reply) => {
      return sendSignedIn(reply, await users.refresh(request.body.refreshToken), STATUS);
    });

    r.post('/logout', { schema: { querystring: tokenQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.logout(claims)) : reply;
    });

    r.get('/me', { schema: { querystring: tokenQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.me(claims), STATUS) : reply;
    });

    r.post('/me', { schema: { querystring: tokenQuerySchema, body: userUpdateBodySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.updateMe(claims, request.body.customer), STATUS) : reply;
    });

    r.post('/change-password', { config: { limits: 'sign-in' }, schema: { querystring: tokenQuerySchema, body: changePasswordBodySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.changePassword(claims, request.body.currentPassword, request.body.newPassword), STATUS) : reply;
    });

    r.post('/reset-password', { config: { limits: 'password-reset' }, schema: { querystring: resetPasswordQuerySchema, body: resetPasswordBodySchema } }, async (request, reply) =>
      sendResult(reply, await users.requestPasswordReset(request.body.email, request.query.storeCode)),
    );

    r.post('/create-password', { config: { limits: 'password-reset' }, schema: { body: createPasswordBodySchema } }, async (request, reply) =>
      sendResult(reply, await users.createPassword(request.body.email, request.body.newPassword, request.body.resetToken)),
    );

    r.get('/order-history', { schema: { querystring: orderHistoryQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.orderHistory(claims, request.query.pageSize, request.query.currentPage)) : reply;
    });

    // The address book: add under the customer, change and remove by address; only one's own.
    r.post('/customers/:customerId/addresses', { schema: { params: customerIdParamsSchema, querystring: tokenQuerySchema, body: customerAddressSchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.addAddress(claims, request.params.customerId, request.body), STATUS) : reply;
    });
    r.put('/addresses/:addressId', { schema: { params: addressIdParamsSchema, querystring: tokenQuerySchema, body: customerAddressSchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.changeAddress(claims, request.params.addressId, request.body), STATUS) : reply;
    });
    r.delete('/addresses/:addressId', { schema: { params: addressIdParamsSchema, querystring: tokenQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.removeAddress(claims, request.params.addressId), STATUS) : reply;
    });

    r.post('/checkout-link', { config: { limits: 'checkout-link' }, schema: { querystring: tokenQuerySchema, body: checkoutLinkBodySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.checkoutLink(claims, request.body.cartId, cartOwner, userAgentOf(request)), STATUS) : reply;
    });

    // Signed-in devices, listed and ended from the account page.
    r.get('/sessions', { schema: { querystring: tokenQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.listSessions(claims)) : reply;
    });
    r.delete('/sessions/:sessionId', { schema: { params: sessionIdParamsSchema, querystring: tokenQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await users.revokeSession(claims, request.params.sessionId)) : reply;
    });
  };
}
