import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SocialLoginErrorCodes, UserErrorCodes, socialLoginFinishBodySchema, socialLoginProviderBodySchema, tokenQuerySchema } from '@encore/contracts';
import type { Clock } from '../../platform/clock.ts';
import { sendResult } from '../../platform/http.ts';
import { signedIn, userAgentOf } from '../../platform/signed-in.ts';
import { sendSignedIn } from '../user/signed-in-answer.ts';
import type { SocialLoginService } from './social-login.service.ts';

const STATUS = {
  [UserErrorCodes.signInFailed]: 401,
  [SocialLoginErrorCodes.unknownProvider]: 404,
  [SocialLoginErrorCodes.stateInvalid]: 400,
  [SocialLoginErrorCodes.providerUnavailable]: 502,
  [SocialLoginErrorCodes.providerFailed]: 400,
  [SocialLoginErrorCodes.accountExists]: 409,
  [SocialLoginErrorCodes.emailUnverified]: 403,
  [SocialLoginErrorCodes.linkedElsewhere]: 409,
  [SocialLoginErrorCodes.notLinked]: 404,
  [SocialLoginErrorCodes.lastSignInMethod]: 409,
};

/**
 * Sign-in with OpenID Connect providers. `auth` answers where to send the customer; the provider
 * sends them back to the storefront, which posts the code and state it got to `callback` (or, when
 * linking, to `link/callback` with the customer's token).
 */
export function socialLoginRoutes(social: SocialLoginService, secret: string, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // States, tokens and linked accounts are one customer's: never kept by a shared cache.
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    r.get('/providers', async (_request, reply) => sendResult(reply, social.providers()));

    // Starting and finishing a sign-in count against the sign-in limits, as a password would.
    r.post('/auth', { config: { limits: 'sign-in' }, schema: { body: socialLoginProviderBodySchema } }, async (request, reply) =>
      sendResult(reply, await social.startSignIn(request.body.provider), STATUS),
    );

    r.post('/callback', { config: { limits: 'sign-in' }, schema: { body: socialLoginFinishBodySchema } }, async (request, reply) =>
      sendSignedIn(reply, await social.finishSignIn(request.body, userAgentOf(request)), STATUS),
    );

    r.get('/links', { schema: { querystring: tokenQuerySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await social.links(claims), STATUS) : reply;
    });

    r.post('/link', { schema: { querystring: tokenQuerySchema, body: socialLoginProviderBodySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await social.startLink(claims, request.body.provider), STATUS) : reply;
    });

    r.post('/link/callback', { schema: { querystring: tokenQuerySchema, body: socialLoginFinishBodySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await social.finishLink(claims, request.body), STATUS) : reply;
    });

    r.post('/unlink', { schema: { querystring: tokenQuerySchema, body: socialLoginProviderBodySchema } }, async (request, reply) => {
      const claims = signedIn(request, reply, secret, clock);
      return claims ? sendResult(reply, await social.unlink(claims, request.body.provider), STATUS) : reply;
    });
  };
}
