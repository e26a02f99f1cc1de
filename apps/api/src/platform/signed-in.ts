import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@encore/contracts';
import { identifyCaller, type UserClaims } from './auth.ts';
import type { Clock } from './clock.ts';
import { sendFailure } from './http.ts';

/** The customer a request's token proves, or undefined once the 401 answer has been sent. */
export function signedIn(request: FastifyRequest, reply: FastifyReply, secret: string, clock: Clock): UserClaims | undefined {
  const caller = identifyCaller(request, secret, clock.now());
  if (caller.kind === 'user') return caller.claims;
  void sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: caller.kind === 'rejected' ? caller.message : 'You need to be logged in to see this page' }, 401);
  return undefined;
}

/** The browser or app a sign-in came from, as the sessions list shows it. */
export const userAgentOf = (request: FastifyRequest): string => String(request.headers['user-agent'] ?? '');
