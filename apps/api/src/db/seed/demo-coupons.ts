import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The demo shop's coupons: 10 % off, 100 kr (10 €) off from 500 kr (50 €), 15 % off for the first
 * order only, and one that has expired. They exist only where the demo catalogue is seeded.
 */
const DEMO_COUPONS = [
  { code: 'ENCORE10', kind: 'percent', percent: 10 },
  { code: 'WELCOME100', kind: 'fixed', amounts_json: JSON.stringify({ SEK: 10_000, EUR: 1_000 }), min_subtotal_json: JSON.stringify({ SEK: 50_000, EUR: 5_000 }) },
  { code: 'EXPIRED', kind: 'percent', percent: 20, valid_from: '2024-01-01T00:00:00.000Z', valid_to: '2025-01-01T00:00:00.000Z' },
  { code: 'ONCE', kind: 'percent', percent: 15, usage_limit: 1 },
] as const;

/** Creates the demo coupons afresh (unused, switched on), replacing earlier rows of the same codes. */
export async function seedDemoCoupons(db: Kysely<Database>, now = new Date()): Promise<void> {
  const codes = DEMO_COUPONS.map((c) => c.code);
  await db.deleteFrom('coupon_customer_use').where('coupon_code', 'in', codes).execute();
  await db.deleteFrom('coupon').where('code', 'in', codes).execute();
  await db
    .insertInto('coupon')
    .values(
      DEMO_COUPONS.map((c) => ({
        percent: null,
        amounts_json: '{}',
        min_subtotal_json: '{}',
        valid_from: null,
        valid_to: null,
        usage_limit: null,
        usage_per_customer: null,
        times_used: 0,
        is_active: 1,
        created_at: now.toISOString(),
        ...c,
      })),
    )
    .execute();
}
