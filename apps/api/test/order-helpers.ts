import { expect } from 'vitest';
import type { TestApi } from './harness.ts';

export const BILLING = { firstname: 'Anna', lastname: 'Svensson', email: 'anna@example.se', country_id: 'SE', city: 'Stockholm', postcode: '11122', street: ['Drottninggatan 1'] };

/** A guest cart holding the given tickets. */
export async function cartWith(api: TestApi, items: Array<[string, number]>): Promise<string> {
  const cartId = (await api.post('/api/cart/create')).body.result as string;
  for (const [sku, qty] of items) {
    const r = await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } });
    expect(r.status).toBe(200);
  }
  return cartId;
}

/** An order body as the storefront sends it, paid with `token`; `info` adds to addressInformation. */
export function orderBody(cartId: string, token: string, info: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    order_id: `${cartId}-${Math.random().toString(16).slice(2)}`,
    cart_id: cartId,
    addressInformation: { billingAddress: BILLING, payment_method_code: 'card', payment_method_additional: { token }, ...info },
    ...extra,
  };
}

export async function inventory(api: TestApi, sku: string) {
  return api.db.selectFrom('inventory').select(['product_id', 'qty', 'sold', 'held']).where('sku', '=', sku).executeTakeFirstOrThrow();
}

export async function countRows(api: TestApi, table: 'sales_order' | 'payment'): Promise<number> {
  return Number((await api.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
}
