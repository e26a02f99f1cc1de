/** Error codes of coupon answers (beside the shared ErrorCodes, so neither file grows for the other). */
export const CouponErrorCodes = {
  invalid: 'coupon_invalid',
  expired: 'coupon_expired',
  usageLimit: 'coupon_usage_limit',
  minSubtotal: 'coupon_min_subtotal',
} as const;

/** Seeded demo coupons (migration 0005). */
export const DEMO_COUPONS = { percent10: 'ENCORE10', welcome100: 'WELCOME100', expired: 'EXPIRED', once: 'ONCE' } as const;
