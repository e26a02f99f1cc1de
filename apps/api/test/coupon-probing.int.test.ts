import { describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { TEST_SECRET, dbAvailable, useApi, type TestApi } from './harness.ts';
import { cartWith, orderBody } from './order-helpers.ts';
import { payToken } from './payment-token.ts';

const apply = async (api: TestApi, cartId: string, code: string) => (await api.post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`)).body;
const invalid = (code: string) => ({ code: 400, result: { errorCode: 'coupon_invalid', message: `The coupon code "${code}" is not valid.`, field: 'coupon' } });

/** Uses ONCE up, so that it answers "used up". */
async function useUpOnce(api: TestApi) {
  await api.db.updateTable('coupon').set({ times_used: 1 }).where('code', '=', 'ONCE').execute();
}

describe.skipIf(!dbAvailable)('trying coupon codes one after another', () => {
  let now = new Date();
  const api = useApi({ clock: { now: () => now } });

  it('after five refused codes, unknown, expired, used-up and too-small-cart codes all answer like an unknown code; valid codes still apply', async () => {
    await useUpOnce(api);
    const cartId = await cartWith(api, [[SKUS.standupSeat, 1]]);
    // The first five refusals say why.
    expect((await apply(api, cartId, 'EXPIRED')).result.errorCode).toBe('coupon_expired');
    expect((await apply(api, cartId, 'ONCE')).result.errorCode).toBe('coupon_usage_limit');
    expect((await apply(api, cartId, 'WELCOME100')).result.errorCode).toBe('coupon_min_subtotal');
    expect(await apply(api, cartId, 'GUESS1')).toEqual(invalid('GUESS1'));
    expect(await apply(api, cartId, 'GUESS2')).toEqual(invalid('GUESS2'));
    // From the sixth on, a code that exists reads exactly like one that does not.
    expect(await apply(api, cartId, 'expired')).toEqual(invalid('EXPIRED'));
    expect(await apply(api, cartId, 'ONCE')).toEqual(invalid('ONCE'));
    expect(await apply(api, cartId, 'WELCOME100')).toEqual(invalid('WELCOME100'));
    expect(await apply(api, cartId, 'GUESS3')).toEqual(invalid('GUESS3'));
    expect(await apply(api, cartId, 'ENCORE10')).toEqual({ code: 200, result: true });

    // A new cart from the same client is counted with the same client.
    const fresh = await cartWith(api, [[SKUS.standupSeat, 1]]);
    expect(await apply(api, fresh, 'EXPIRED')).toEqual(invalid('EXPIRED'));

    // Once the window has passed, a refusal says why again.
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await apply(api, fresh, 'EXPIRED')).result.errorCode).toBe('coupon_expired');
  });

});

describe.skipIf(!dbAvailable)('refused codes counted in the database', () => {
  const api = useApi();

  it('another API process on the same database continues the count', async () => {
    const cartId = await cartWith(api, [[SKUS.standupSeat, 1]]);
    for (let i = 1; i <= 5; i++) expect(await apply(api, cartId, `GUESS${i}`)).toEqual(invalid(`GUESS${i}`));
    // The client is stored only as a keyed hash: no row names its address.
    const keys = (await api.db.selectFrom('coupon_failure').select('client_key').execute()).map((r) => r.client_key);
    expect(keys.filter((k) => k.startsWith('client:'))).toHaveLength(1);
    expect(keys.some((k) => k.includes('127.0.0.1') || k.includes('::1'))).toBe(false);
    const second = await buildApp({ db: api.db, config: loadConfig({ ENCORE_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', HOLD_CLEANUP_SECONDS: '0' }) });
    try {
      const r = await second.inject({ method: 'POST', url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=EXPIRED` });
      expect(r.json()).toEqual(invalid('EXPIRED'));
    } finally {
      await second.close();
    }
  });
});

describe.skipIf(!dbAvailable)("a guest's coupon uses are counted per mailbox", () => {
  const api = useApi();

  it('the per-customer limit holds for the same Gmail address spelt with dots, a +tag or googlemail.com', async () => {
    await api.db
      .insertInto('coupon')
      .values({ code: 'ONEEACH', kind: 'percent', percent: 5, amounts_json: '{}', min_subtotal_json: '{}', valid_from: null, valid_to: null, usage_limit: null, usage_per_customer: 1, times_used: 0, is_active: 1, created_at: new Date().toISOString() })
      .execute();
    const order = async (email: string) => {
      const cartId = await cartWith(api, [[SKUS.rockfestStaplats, 1]]);
      expect((await apply(api, cartId, 'ONEEACH')).code).toBe(200);
      const billingAddress = { firstname: 'Anna', lastname: 'Svensson', email, country_id: 'SE' };
      return api.post('/api/order', orderBody(cartId, await payToken(api, cartId), { billingAddress }));
    };
    expect((await order('Anna.Svensson+concert@gmail.com')).status).toBe(200);
    for (const again of ['annasvensson@gmail.com', 'anna.svensson+2@googlemail.com', 'A.N.N.A.S.V.E.N.S.S.O.N@GMAIL.COM']) {
      const r = await order(again);
      expect(r.body).toEqual({ code: 400, result: { errorCode: 'coupon_usage_limit', message: 'The coupon code "ONEEACH" has already been used the maximum number of times.', field: 'coupon' } });
    }
    // Other providers keep dots (they are different mailboxes there) but drop +tags.
    expect((await order('anna.svensson+x@example.se')).status).toBe(200);
    expect((await order('anna.svensson@example.se')).body.result.errorCode).toBe('coupon_usage_limit');
    expect((await order('annasvensson@example.se')).status).toBe(200);
  });
});
