import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthorizeOutcome } from './payment-provider.ts';
import type { TestPayment, TestPaymentStatus, TestPaymentStore } from './test-provider.ts';

/** The test provider's records in the database (migration 0023), shared by every API process. */
export function testPaymentStore(db: Db, clock: Clock): TestPaymentStore {
  return {
    async answer(key) {
      const row = await db.selectFrom('test_provider_answer').select('outcome_json').where('idempotency_key', '=', key).executeTakeFirst();
      return row ? (JSON.parse(row.outcome_json) as AuthorizeOutcome) : undefined;
    },

    async keepAnswer(key, outcome) {
      await db
        .insertInto('test_provider_answer')
        .values({ idempotency_key: key, outcome_json: JSON.stringify(outcome), created_at: clock.now().toISOString() })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      return (await this.answer(key)) ?? outcome;
    },

    async payment(reference) {
      const row = await db.selectFrom('test_provider_payment').selectAll().where('reference', '=', reference).executeTakeFirst();
      if (!row) return undefined;
      return {
        key: row.idempotency_key,
        amount: Number(row.amount),
        currency: row.currency,
        status: row.status as TestPaymentStatus,
        action: row.action as TestPayment['action'],
        returnUrl: row.return_url,
        brand: row.brand,
        last4: row.last4,
      };
    },

    async addPayment(reference, p) {
      await db
        .insertInto('test_provider_payment')
        .values({ reference, idempotency_key: p.key, amount: p.amount, currency: p.currency, status: p.status, action: p.action, return_url: p.returnUrl, brand: p.brand, last4: p.last4, created_at: clock.now().toISOString() })
        .execute();
    },

    async moveStatus(reference, from, to) {
      const r = await db.updateTable('test_provider_payment').set({ status: to }).where('reference', '=', reference).where('status', 'in', [...from]).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
