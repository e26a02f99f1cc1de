/**
 * Cart item identity and quantity parsing (spec: "Cart item identity").
 * Items are compared the same way on the client, in merges with the server
 * cart, and when a line is edited.
 */
export interface OptionEntry {
  option_id: string | number;
  option_value?: string | number;
  [k: string]: unknown;
}

export interface IdentityItem {
  sku: string;
  item_id?: number | string;
  server_item_id?: number | string;
  checksum?: string;
  product_option?: {
    extension_attributes?: {
      bundle_options?: OptionEntry[] | Record<string, OptionEntry>;
      custom_options?: OptionEntry[] | Record<string, OptionEntry>;
      configurable_item_options?: OptionEntry[] | Record<string, OptionEntry>;
    };
  };
}

type OptionKind = 'bundle_options' | 'custom_options' | 'configurable_item_options';

function optionList(item: IdentityItem, kind: OptionKind): OptionEntry[] {
  const raw = item.product_option?.extension_attributes?.[kind];
  if (!raw) return [];
  return Array.isArray(raw) ? raw : Object.values(raw);
}

const hasOptions = (item: IdentityItem, kind: OptionKind) => optionList(item, kind).length > 0;

/** The id the server gave the line, if any (a merged server item carries it as item_id). */
export function serverItemId(item: IdentityItem): string | undefined {
  const id = item.server_item_id ?? item.item_id;
  return id === undefined || id === null ? undefined : String(id);
}

/** Option values as strings, so 5 and '5' give the same checksum. */
function normaliseOptions(list: OptionEntry[]): OptionEntry[] {
  return list.map((o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v])) as OptionEntry);
}

/**
 * A stable fingerprint of the item's chosen options. A string key rather than
 * a cryptographic hash: it is only compared for equality, never trusted.
 */
export function itemChecksum(item: IdentityItem): string {
  if (item.checksum) return item.checksum;
  if (!item.product_option) return 'null';
  for (const kind of ['bundle_options', 'custom_options', 'configurable_item_options'] as const) {
    const list = optionList(item, kind);
    if (list.length) return JSON.stringify(normaliseOptions(list));
  }
  return JSON.stringify(item.product_option);
}

function sameServerId(a: IdentityItem, b: IdentityItem): boolean {
  const ia = serverItemId(a);
  const ib = serverItemId(b);
  return ia !== undefined && ib !== undefined && ia === ib;
}

/**
 * Whether two cart items are the same line: by server item id, else by
 * checksum when bundle or custom options exist; by sku alone for configurable
 * items (editing a variant keeps the line id); otherwise by id or sku.
 */
export function sameCartItem(a: IdentityItem | null | undefined, b: IdentityItem | null | undefined): boolean {
  if (!a || !b) return false;
  const either = (kind: OptionKind) => hasOptions(a, kind) || hasOptions(b, kind);
  if (either('bundle_options') || either('custom_options')) return sameServerId(a, b) || itemChecksum(a) === itemChecksum(b);
  if (either('configurable_item_options')) return String(a.sku) === String(b.sku);
  return sameServerId(a, b) || String(a.sku) === String(b.sku);
}

/** Quantity as an integer, 1 when missing or not a number (parseInt semantics, as the spec says). */
export function parseCartQty(qty: unknown): number {
  if (typeof qty === 'number') return Number.isFinite(qty) ? Math.trunc(qty) : 1;
  const n = Number.parseInt(String(qty ?? ''), 10);
  return Number.isNaN(n) ? 1 : n;
}

/** Adds an item: an equal item gains the quantity, otherwise the item is appended. */
export function addCartItem<T extends IdentityItem & { qty: number }>(items: T[], item: Omit<T, 'qty'> & { qty?: unknown }): T[] {
  const qty = parseCartQty(item.qty);
  const existing = items.find((i) => sameCartItem(i, item));
  if (existing) return items.map((i) => (i === existing ? { ...i, qty: i.qty + qty } : i));
  return [...items, { ...item, qty } as T];
}

/** Microcart badge: the sum of quantities, or the number of lines when configured to count items. */
export function cartItemsCount(items: Array<{ qty: number }>, countType: 'qty' | 'items' = 'qty'): number {
  if (countType === 'items') return items.length;
  return items.reduce((sum, i) => sum + (Number.isFinite(i.qty) && i.qty > 0 ? i.qty : 0), 0);
}

/** A cart is virtual (no shipping) when it has items and every one is virtual or downloadable. */
export function isVirtualCart(items: Array<{ type_id?: string; product_type?: string }>): boolean {
  return items.length > 0 && items.every((i) => ['virtual', 'downloadable'].includes(i.type_id ?? i.product_type ?? ''));
}
