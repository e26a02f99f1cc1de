import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PasskeyErrorCodes,
  SocialLoginErrorCodes,
  UserErrorCodes,
  passkeyAuthenticateBodySchema,
  passkeyAuthenticationOptionsBodySchema,
  passkeyIdParamsSchema,
  passkeyRegisterBodySchema,
  tokenQuerySchema,
} from '@encore/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Clock } from '../../platform/clock.ts';
import { sendResult } from '../../platform/http.ts';
import { signedIn, userAgentOf } from '../../platform/signed-in.ts';
import { sendSignedIn } from '../user/signed-in-answer.ts';
import type { PasskeyService } from './passkey.service.ts';

const STATUS = { [UserErrorCodes.signInFailed]: 401, [PasskeyErrorCodes.alreadyRegistered]: 409, [SocialLoginErrorCodes.lastSignInMethod]: 409 };

/**
 * Passkeys of the signed-in customer, and sign-in with one. Bodies are the JSON that
 * @simplewebauthn/browser's startRegistration() and startAuthentication() resolve to.
 */
export function passkeyRoutes(passkeys: PasskeyService, secret: string, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // Options carry one-time challenges and the account's passkeys: never kept by a shared cache.
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    r.post('/registration-options', { schema: { querystring: tokenQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await passkeys.registrationOptions(claims), STATUS) : reply;
    });

    r.post('/register', { schema: { querystring: tokenQuerySchema, body: passkeyRegisterBodySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      // The schema checked the browser's shape; the library reads its binary fields.
      const credential = request.body.credential as RegistrationResponseJSON;
      return claims ? sendResult(reply, await passkeys.register(claims, credential, request.body.name), STATUS) : reply;
    });

    r.get('/', { schema: { querystring: tokenQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await passkeys.list(claims), STATUS) : reply;
    });

    r.delete('/:id', { schema: { params: passkeyIdParamsSchema, querystring: tokenQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await passkeys.remove(claims, request.params.id), STATUS) : reply;
    });

    // Signing in with a passkey is signing in: it counts against the same limits as a password.
    r.post('/authentication-options', { config: { limits: 'sign-in' }, schema: { body: passkeyAuthenticationOptionsBodySchema } }, async (request, reply) =>
      sendResult(reply, await passkeys.authenticationOptions(request.body?.username), STATUS),
    );

    r.post('/authenticate', { config: { limits: 'sign-in' }, schema: { body: passkeyAuthenticateBodySchema } }, async (request, reply) =>
      sendSignedIn(reply, await passkeys.authenticate(request.body.credential as AuthenticationResponseJSON, userAgentOf(request)), STATUS),
    );
  };
}
