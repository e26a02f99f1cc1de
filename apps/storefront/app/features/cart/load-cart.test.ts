import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreView } from '@encore/contracts';
import type * as ApiModule from '#app/lib/api.server.ts';

const api = vi.hoisted(() => ({
  pullCart: vi.fn(),
  cartTotals: vi.fn(),
  searchProducts: vi.fn(),
  getHoldTime: vi.fn(),
}));
vi.mock('#app/lib/api.server.ts', async (original) => ({
  ApiUnavailableError: (await original<typeof ApiModule>()).ApiUnavailableError,
  pullCart: api.pullCart,
  cartTotals: api.cartTotals,
  searchProducts: api.searchProducts,
  createCart: vi.fn(),
  updateCartItem: vi.fn(),
  deleteCartItem: vi.fn(),
  apiCall: vi.fn(),
}));
vi.mock('./cart-calls.server.ts', () => ({
  getHoldTime: api.getHoldTime,
  checkStock: vi.fn(),
  clearServerCart: vi.fn(),
  extendHoldTime: vi.fn(),
  applyCoupon: vi.fn(),
  deleteCoupon: vi.fn(),
}));

const { loadCart } = await import('./cart.server.ts');
const { ApiUnavailableError } = await import('#app/lib/api.server.ts');
const storeView = { storeCode: 'default', i18n: { currencyCode: 'SEK' } } as unknown as StoreView;
const item = { item_id: 1, sku: 'EV-1-A', qty: 2, name: 'Ticket', price: 50000, product_type: 'simple', quote_id: 'q1', parentSku: 'EV-1' };

beforeEach(() => {
  vi.resetAllMocks();
  api.pullCart.mockResolvedValue({ ok: true, status: 200, result: [item] });
  api.cartTotals.mockResolvedValue({ ok: false, status: 500, error: { errorCode: 'x', message: 'x' } });
  api.searchProducts.mockResolvedValue({ items: [] });
});

describe('loadCart and the hold timer', () => {
  it('passes the hold on to the page', async () => {
    const hold = { quoteId: 'q1', expiresAt: '2026-11-23T12:10:00.000Z', remainingSeconds: 600, serverTime: '2026-11-23T12:00:00.000Z', holdSeconds: 600, extensionSeconds: 120, warningSeconds: 60, extensionsUsed: 1, maxExtensions: 10 };
    api.getHoldTime.mockResolvedValue({ ok: true, status: 200, result: hold });
    const cart = await loadCart(storeView, 'q1');
    expect(cart.hold).toEqual({ expiresAt: hold.expiresAt, serverTime: hold.serverTime, warningSeconds: 60, extensionSeconds: 120, extensionsUsed: 1, maxExtensions: 10 });
    expect(cart.holdError).toBeNull();
  });
  it("shows the server's message when the timer does not answer 200", async () => {
    api.getHoldTime.mockResolvedValue({ ok: false, status: 404, error: { errorCode: 'unknown_cart', message: 'Cart not found: q1' } });
    const cart = await loadCart(storeView, 'q1');
    expect(cart.hold).toBeNull();
    expect(cart.holdError).toBe('Cart not found: q1');
  });
  it('has no hold when the cart holds nothing', async () => {
    api.getHoldTime.mockResolvedValue({ ok: true, status: 200, result: { expiresAt: null, remainingSeconds: 0 } });
    expect((await loadCart(storeView, 'q1')).hold).toBeNull();
  });
});

describe('loadCart when the API cannot answer', () => {
  beforeEach(() => {
    api.getHoldTime.mockResolvedValue({ ok: true, status: 200, result: { expiresAt: null, remainingSeconds: 0 } });
  });
  it('shows the cart empty and says it is unavailable when the API is down or answers 5xx', async () => {
    api.pullCart.mockRejectedValue(new ApiUnavailableError('API request failed: /api/cart/pull (ECONNREFUSED)'));
    expect(await loadCart(storeView, 'q1')).toEqual({ lines: [], count: 0, grandTotal: 0, currency: 'SEK', unavailable: true });
    api.pullCart.mockRejectedValue(new ApiUnavailableError('API 502 on /api/cart/pull', 502));
    expect((await loadCart(storeView, 'q1')).unavailable).toBe(true);
  });
  it('shows the cart empty without that flag for any other failure', async () => {
    api.pullCart.mockRejectedValue(new TypeError('boom'));
    expect(await loadCart(storeView, 'q1')).toEqual({ lines: [], count: 0, grandTotal: 0, currency: 'SEK' });
  });
});
