export interface TotalsSyncState {
  totalsSyncEnabled: boolean;
  connected: boolean;
  storedHash: string | null;
  currentHash: string;
  /** 0 when totals were never synced in this session. */
  lastTotalsSyncAt: number;
}

/** Totals refresh when the hash changed (or was never stored) or totals never synced, and the cart is connected. */
export function shouldRefreshTotals(s: TotalsSyncState, force = false): boolean {
  if (!(s.totalsSyncEnabled && s.connected)) return false;
  if (force) return true;
  return s.storedHash === null || s.storedHash !== s.currentHash || s.lastTotalsSyncAt === 0;
}

/** Without a country (shipping details or the tax default) no totals are calculated. */
export function totalsCountry(shippingCountry: string | null | undefined, taxDefaultCountry: string | null | undefined): string | null {
  return shippingCountry || taxDefaultCountry || null;
}

export interface PaymentMethod {
  code: string;
  title?: string;
  default?: boolean;
  is_server_method?: boolean;
  [k: string]: unknown;
}

/** The server's payment methods replace the server ones held locally; local (non-server) methods stay. */
export function replaceServerPaymentMethods(local: PaymentMethod[], fromServer: PaymentMethod[]): PaymentMethod[] {
  const kept = local.filter((m) => !m.is_server_method);
  const added = fromServer.filter((m) => !kept.some((k) => k.code === m.code)).map((m) => ({ ...m, is_server_method: true }));
  return [...kept, ...added];
}

/** Cart lines take quantities and totals of the server rows with the same item id. */
export function applyServerTotals<T extends { server_item_id?: number | string; qty: number }>(
  items: T[],
  rows: Array<{ item_id: number | string; qty: number }>,
): Array<T & { totals?: unknown }> {
  return items.map((item) => {
    const row = rows.find((r) => item.server_item_id !== undefined && String(r.item_id) === String(item.server_item_id));
    return row ? { ...item, qty: row.qty, totals: row } : item;
  });
}

/** The applied coupon, read from the server totals. */
export function couponFromTotals(totals: { coupon_code?: string | null; discount_amount?: number } | null | undefined): { code: string; discount: number } | null {
  if (!totals?.coupon_code) return null;
  return { code: totals.coupon_code, discount: totals.discount_amount ?? 0 };
}

/** Coupons can only be applied or removed when totals can be synced with the server. */
export function canChangeCoupon(s: Pick<TotalsSyncState, 'totalsSyncEnabled' | 'connected'>, code?: string): boolean {
  return s.totalsSyncEnabled && s.connected && (code === undefined || code.trim().length > 0);
}

export type AuthorizeStep = { kind: 'remove-coupon'; code: string } | { kind: 'connect'; guestCart: false; mergeQty: true } | { kind: 'apply-coupon'; code: string };

/** On login: drop the guest coupon, connect the user's cart merging quantities, then re-apply the coupon. */
export function planAuthorize(coupon: string | null): AuthorizeStep[] {
  const steps: AuthorizeStep[] = [];
  if (coupon) steps.push({ kind: 'remove-coupon', code: coupon });
  steps.push({ kind: 'connect', guestCart: false, mergeQty: true });
  if (coupon) steps.push({ kind: 'apply-coupon', code: coupon });
  return steps;
}
