import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCodes, ReviewErrorCodes, reviewCreateBodySchema, reviewInvitationBodySchema } from '@encore/contracts';
import { identifyCaller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { sendFailure, sendResult } from '../../platform/http.ts';
import type { ReviewService } from './review.service.ts';

/** `POST /api/ext/trustpilot/review-invitation-link`: the answer's result is the invitation's url, a plain JSON string. */
export function reviewInvitationRoutes(reviews: ReviewService, secret: string, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/review-invitation-link', { config: { limits: 'review' }, schema: { body: reviewInvitationBodySchema } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = identifyCaller(request, secret, clock.now());
      if (caller.kind === 'rejected') return sendFailure(reply, { errorCode: ErrorCodes.unauthorized, message: caller.message }, 401);
      return sendResult(reply, await reviews.invitationLink(caller, request.body.orderId, request.body.orderToken));
    });
  };
}

/** `POST /api/review/create`: a bad or expired invitation is 403, a second review of an order 409. */
export function reviewRoutes(reviews: ReviewService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post('/create', { config: { limits: 'review' }, schema: { body: reviewCreateBodySchema } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendResult(reply, await reviews.create(request.body), { [ReviewErrorCodes.badInvitation]: 403, [ReviewErrorCodes.alreadyReviewed]: 409 });
    });
  };
}
