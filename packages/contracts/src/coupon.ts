/** Error codes of coupon answers (beside the shared ErrorCodes, so neither file grows for the other). */
export const CouponErrorCodes = {
  invalid: 'coupon_invalid',
  expired: 'coupon_expired',
  usageLimit: 'coupon_usage_limit',
  minSubtotal: 'coupon_min_subtotal',
} as const;

