import { CouponErrorCodes } from '@encore/contracts';
import type { RuleFailure } from '../cart/cart-rules.ts';

/** A coupon as the rules see it; amounts are minor units per currency. */
export interface CouponTerms {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent off the tickets' gross subtotal (kind percent). */
  percent: number | null;
  /** Fixed amount off per currency (kind fixed). */
  amounts: Record<string, number>;
  /** Minimum gross subtotal per currency; a currency not listed has no minimum. */
  minSubtotal: Record<string, number>;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  usagePerCustomer: number | null;
  timesUsed: number;
  active: boolean;
}

export const COUPON_MESSAGES = {
  invalid: (code: string) => `The coupon code "${code}" is not valid.`,
  expired: (code: string) => `The coupon code "${code}" has expired.`,
  usageLimit: (code: string) => `The coupon code "${code}" has already been used the maximum number of times.`,
  minSubtotal: (code: string, minimum: string) => `The coupon code "${code}" needs a subtotal of at least ${minimum}.`,
} as const;

/** Codes are matched without regard to case or surrounding spaces. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CouponContext {
  now: Date;
  currency: string;
  subtotalInclTax: number;
  /** Orders this customer already placed with the coupon (0 for guests without history). */
  customerUses: number;
  formatMoney: (minor: number) => string;
}

/** Whether a coupon can be applied now, with a clear message when not. */
export function checkCoupon(c: CouponTerms | undefined, requested: string, ctx: CouponContext): (RuleFailure & { errorCode: string }) | null {
  const shown = normaliseCouponCode(requested);
  if (!c || !c.active) return { errorCode: CouponErrorCodes.invalid, message: COUPON_MESSAGES.invalid(shown) };
  if (c.kind === 'fixed' && c.amounts[ctx.currency] === undefined) return { errorCode: CouponErrorCodes.invalid, message: COUPON_MESSAGES.invalid(shown) };
  const t = ctx.now.getTime();
  if (c.validFrom && t < Date.parse(c.validFrom)) return { errorCode: CouponErrorCodes.invalid, message: COUPON_MESSAGES.invalid(shown) };
  if (c.validTo && t >= Date.parse(c.validTo)) return { errorCode: CouponErrorCodes.expired, message: COUPON_MESSAGES.expired(shown) };
  if (c.usageLimit !== null && c.timesUsed >= c.usageLimit) return { errorCode: CouponErrorCodes.usageLimit, message: COUPON_MESSAGES.usageLimit(shown) };
  if (c.usagePerCustomer !== null && ctx.customerUses >= c.usagePerCustomer) return { errorCode: CouponErrorCodes.usageLimit, message: COUPON_MESSAGES.usageLimit(shown) };
  const min = c.minSubtotal[ctx.currency];
  if (min !== undefined && ctx.subtotalInclTax < min) return { errorCode: CouponErrorCodes.minSubtotal, message: COUPON_MESSAGES.minSubtotal(shown, ctx.formatMoney(min)) };
  return null;
}

/** The discount in minor units (positive), never more than the subtotal. */
export function couponDiscount(c: CouponTerms, subtotalInclTax: number, currency: string): number {
  const raw = c.kind === 'percent' ? Math.round((subtotalInclTax * (c.percent ?? 0)) / 100) : (c.amounts[currency] ?? 0);
  return Math.max(0, Math.min(raw, subtotalInclTax));
}

/**
 * Spreads a discount over rows in proportion to their gross amounts, the
 * rounding remainder on the last row, so each row's VAT can be taken from its
 * discounted amount and the rows still add up to the discount exactly.
 */
export function allocateDiscount(rowGross: readonly number[], discount: number): number[] {
  const total = rowGross.reduce((s, x) => s + x, 0);
  if (total <= 0 || discount <= 0) return rowGross.map(() => 0);
  const out = rowGross.map((g) => Math.floor((g * discount) / total));
  const rest = discount - out.reduce((s, x) => s + x, 0);
  for (let i = rowGross.length - 1, left = rest; left > 0 && i >= 0; i -= 1) {
    const room = rowGross[i]! - out[i]!;
    const take = Math.min(room, left);
    out[i]! += take;
    left -= take;
  }
  return out;
}

/** The coupon a cart has applied, read from its totals: its code and the discount (negative, minor units). */
export function couponFromTotals(totals: { coupon_code?: string | null; discount_amount?: number } | null | undefined): { code: string; discount: number } | null {
  if (!totals?.coupon_code) return null;
  return { code: totals.coupon_code, discount: totals.discount_amount ?? 0 };
}
