import { signPayload, verifyPayload } from '../../platform/signing.ts';

const PURPOSE = 'order-link';

interface OrderLinkClaims {
  /** Order number. */
  o: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** A guest's signed link to an order's tickets: names the order, and stops working at `expires`. */
export function signOrderLink(orderNumber: string, expires: Date, secret: string): string {
  const claims: OrderLinkClaims = { o: orderNumber, exp: Math.floor(expires.getTime() / 1000) };
  return signPayload(claims, secret, PURPOSE);
}

/** Whether the link token opens this order now: signed by the shop, for this order, not expired. */
export function orderLinkOpens(token: string, orderNumber: string, secret: string, now: Date): boolean {
  const claims = verifyPayload<OrderLinkClaims>(token, secret, PURPOSE);
  return !!claims && claims.o === orderNumber && typeof claims.exp === 'number' && claims.exp * 1000 > now.getTime();
}

/** The link stays valid until a month after the order's last event (a month from now without a date). */
export function orderLinkExpiry(eventDates: readonly (string | null)[], now: Date): Date {
  const MONTH_MS = 30 * 24 * 3600_000;
  const latest = Math.max(now.getTime(), ...eventDates.filter((d): d is string => !!d).map((d) => Date.parse(d)).filter(Number.isFinite));
  return new Date(latest + MONTH_MS);
}
