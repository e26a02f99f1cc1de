/**
 * Cart item identity: whether two cart items are the same line. Items are
 * compared the same way wherever carts meet (a guest cart merged into a
 * customer's cart on login).
 */
interface OptionEntry {
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
function serverItemId(item: IdentityItem): string | undefined {
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
function itemChecksum(item: IdentityItem): string {
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
