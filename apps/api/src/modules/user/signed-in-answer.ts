import type { FastifyReply } from 'fastify';
import { sendResult } from '../../platform/http.ts';
import type { Result } from '../../platform/result.ts';
import type { SignedIn } from './user.service.ts';

/** A sign-in's answer, whatever proved the customer: the access token as result, the refresh token in meta. */
export function sendSignedIn(reply: FastifyReply, result: Result<SignedIn>, statuses: Record<string, number>): FastifyReply {
  if (!result.ok) return sendResult(reply, result, statuses);
  return reply.code(200).send({ code: 200, result: result.value.token, meta: { refreshToken: result.value.refreshToken } });
}
