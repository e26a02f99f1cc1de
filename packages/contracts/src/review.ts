import { z } from 'zod';

/** `POST /api/ext/trustpilot/review-invitation-link`: the order, and the proof of owning it when the caller is not its signed-in owner. */
export const reviewInvitationBodySchema = z
  .object({
    orderId: z.string().trim().toUpperCase().min(1, 'orderId is required').max(32).regex(/^[0-9A-Z-]+$/, 'Not an order number'),
    /** The signed order link's token (from the confirmation e-mail or the order-link call). */
    orderToken: z.string().max(2000).optional(),
  })
  .strict();

const text = (max: number, label: string) => z.string().trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);

/** Review text limits, shared by the API and the storefront's form. */
export const REVIEW_LIMITS = { title: 100, text: 2000, nickname: 50 } as const;

/** `POST /api/review/create`: one review of an order, opened by its invitation token. */
export const reviewCreateBodySchema = z
  .object({
    token: z.string().min(1, 'token is required').max(2000),
    rating: z.coerce.number().int('rating is a whole number from 1 to 5').min(1, 'rating is a whole number from 1 to 5').max(5, 'rating is a whole number from 1 to 5'),
    title: text(REVIEW_LIMITS.title, 'title'),
    text: text(REVIEW_LIMITS.text, 'text'),
    nickname: text(REVIEW_LIMITS.nickname, 'nickname'),
  })
  .strict();

export type ReviewCreateBody = z.infer<typeof reviewCreateBodySchema>;

/** Business refusals of the review routes. */
export const ReviewErrorCodes = {
  /** This order has a review already. */
  alreadyReviewed: 'already_reviewed',
  /** The invitation token is not valid or has expired. */
  badInvitation: 'bad_review_invitation',
} as const;
