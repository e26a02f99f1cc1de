import { ErrorCodes, ReviewErrorCodes, STORE_VIEWS, storeViewByCode, type ReviewCreateBody } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import type { Caller } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { orderLinkOpens } from '../ticket/order-link.ts';
import { VALID_ORDER_STATUS, findTicketOrder } from '../ticket/ticket.repo.ts';
import { invitedOrder, type ReviewInvitationProvider } from './review-invitation.ts';
import { insertReview } from './review.repo.ts';

export const REVIEW_MESSAGES = {
  orderNotFound: 'Order not found',
  badInvitation: 'The review link is not valid or has expired',
  alreadyReviewed: 'This order has been reviewed already',
  notComplete: 'Only a completed order can be reviewed',
} as const;

/** Review invitations after an order, and the reviews they lead to. */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secret: string,
    private readonly provider: ReviewInvitationProvider,
  ) {}

  /**
   * The invitation link of a completed order, for its signed-in owner or whoever holds its signed
   * order link; anyone else, and any unknown order, gets the same not-found answer.
   */
  async invitationLink(caller: Exclude<Caller, { kind: 'rejected' }>, orderNumber: string, orderToken: string | undefined): Promise<Result<string>> {
    const now = this.clock.now();
    const order = await findTicketOrder(this.db, { number: orderNumber });
    const byOwner = caller.kind === 'user' && order?.userId != null && order.userId === caller.claims.sub;
    const byLink = !!orderToken && orderLinkOpens(orderToken, orderNumber, this.secret, now);
    if (!order || (!byOwner && !byLink) || order.status !== VALID_ORDER_STATUS) return fail(ErrorCodes.notFound, REVIEW_MESSAGES.orderNotFound);
    const store = storeViewByCode(order.storeCode) ?? STORE_VIEWS.default;
    return ok(await this.provider.invitationUrl({ number: order.number, store }, now));
  }

  /** Stores the one review of the order the invitation names. */
  async create(body: ReviewCreateBody): Promise<Result<{ id: number; orderNumber: string }>> {
    const now = this.clock.now();
    const number = invitedOrder(body.token, this.secret, now);
    if (!number) return fail(ReviewErrorCodes.badInvitation, REVIEW_MESSAGES.badInvitation, 'token');
    const order = await findTicketOrder(this.db, { number });
    if (!order) return fail(ReviewErrorCodes.badInvitation, REVIEW_MESSAGES.badInvitation, 'token');
    if (order.status !== VALID_ORDER_STATUS) return fail(ReviewErrorCodes.badInvitation, REVIEW_MESSAGES.notComplete, 'token');
    const stored = await insertReview(this.db, { orderId: order.id, storeCode: order.storeCode, rating: body.rating, title: body.title, text: body.text, nickname: body.nickname, createdAt: now.toISOString() });
    if (!stored) return fail(ReviewErrorCodes.alreadyReviewed, REVIEW_MESSAGES.alreadyReviewed);
    return ok({ id: stored.id, orderNumber: order.number });
  }
}
