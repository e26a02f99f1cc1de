import { CouponErrorCodes } from '@encore/contracts';
import { COUPON_MESSAGES, normaliseCouponCode } from './coupon-rules.ts';

/** Refused codes a visitor may try within the window before every refusal reads the same. */
const COUPON_FAILURES_BEFORE_ONE_ANSWER = 5;
/** Length of the window in which refused codes are counted. */
export const COUPON_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * What a visitor is told about a refused code. The first few refusals say why (unknown, expired,
 * used up, too small a cart). After more refusals than that within the window, every refusal
 * answers exactly as an unknown code does, so that trying codes one after another cannot tell an
 * existing code from a made-up one.
 */
export function couponRefusalShown(
  refusal: { errorCode: string; message: string },
  requested: string,
  failuresInWindow: number,
): { errorCode: string; message: string } {
  if (failuresInWindow <= COUPON_FAILURES_BEFORE_ONE_ANSWER) return refusal;
  return { errorCode: CouponErrorCodes.invalid, message: COUPON_MESSAGES.invalid(normaliseCouponCode(requested)) };
}
