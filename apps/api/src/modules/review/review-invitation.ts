import type { StoreView } from '@encore/contracts';
import { signPayload, verifyPayload } from '../../platform/signing.ts';

const PURPOSE = 'review-invitation';
/** An invitation stays open for half a year: long enough to review a concert booked months ahead. */
const VALID_MS = 183 * 24 * 3600_000;

interface InvitationClaims {
  /** Order number. */
  o: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The review service an invitation leads to: the shop's own review page unless another is plugged in. */
export interface ReviewInvitationProvider {
  invitationUrl(order: { number: string; store: StoreView }, now: Date): Promise<string>;
}

/** A signed, expiring invitation to review one order: whoever holds it may write that order's one review. */
export function signInvitation(orderNumber: string, now: Date, secret: string): string {
  return signPayload({ o: orderNumber, exp: Math.floor((now.getTime() + VALID_MS) / 1000) } satisfies InvitationClaims, secret, PURPOSE);
}

/** The order number an invitation token opens now, or undefined for a forged or expired one. */
export function invitedOrder(token: string, secret: string, now: Date): string | undefined {
  const claims = verifyPayload<InvitationClaims>(token, secret, PURPOSE);
  return claims && typeof claims.o === 'string' && typeof claims.exp === 'number' && claims.exp * 1000 > now.getTime() ? claims.o : undefined;
}

/** The built-in provider: the storefront's review page (`/review/<token>`) in the order's store. */
export function ownReviewPage(shopUrl: string, secret: string): ReviewInvitationProvider {
  return {
    async invitationUrl(order, now) {
      const prefix = order.store.urlPrefix ? `/${order.store.urlPrefix}` : '';
      return `${shopUrl.replace(/\/+$/, '')}${prefix}/review/${encodeURIComponent(signInvitation(order.number, now, secret))}`;
    },
  };
}
