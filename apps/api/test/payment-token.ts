import { TEST_CARDS } from '@encore/contracts';
import { expect } from 'vitest';
import type { TestApi } from './harness.ts';

/** The cart's grand total as the shop shows it now (minor units). */
export async function grandTotal(api: TestApi, cartId: string, userToken?: string): Promise<number> {
  const r = await api.get(`/api/cart/totals?cartId=${cartId}`, userToken ? { token: userToken } : {});
  expect(r.status).toBe(200);
  return r.body.result.grand_total as number;
}

/**
 * A test-card token for the cart, made as the storefront makes it when the customer pays: for the
 * cart's grand total at that moment unless `amount` says otherwise.
 */
export async function payToken(api: TestApi, cartId: string, opts: { number?: string; amount?: number; userToken?: string } = {}): Promise<string> {
  const amount = opts.amount ?? (await grandTotal(api, cartId, opts.userToken));
  const r = await api.post('/api/ext/payment-test/tokens', { number: opts.number ?? TEST_CARDS.success, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', cart_id: cartId, amount });
  expect(r.status).toBe(200);
  return r.body.result.id as string;
}
