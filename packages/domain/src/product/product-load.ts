/** Which products and variants can be loaded and sold, and the texts (word for word) when not. */
export const NO_VARIANTS_ERROR = 'No available product variants';
const NO_PARENT_SKU_ERROR = "Product doesn't have parentSku, please check if this is configurable product";

export function productStatusError(status: number): string {
  return `Product query returned empty result product status = ${status}`;
}
function productVisibilityError(visibility: number): string {
  return `Product query returned empty result product visibility = ${visibility}`;
}
function searchKeyError(key: string): string {
  return `Please provide the search key ${key} for product/single action!`;
}

export interface LoadableProduct {
  sku: string;
  type_id: string;
  status: number;
  visibility: number;
  parentSku?: string | null | undefined;
  configurable_children?: ReadonlyArray<{ status: number; stock?: { is_in_stock: boolean } }>;
}

export type ProductLoad<P> = { kind: 'ok'; product: P } | { kind: 'redirect'; to: P; from: string } | { kind: 'error'; message: string };

export interface ProductLoadOptions<P> {
  /** Default true: a configurable child opened directly leads to its parent. */
  preventConfigurableChildrenDirectAccess?: boolean;
  /** The configurable parent of a not-individually-visible product, if any. */
  findParent?: (p: P) => P | undefined;
}

/**
 * Status 2 or higher is an empty result; visibility 1 (not visible on its own)
 * is an error unless children direct access is blocked, in which case the
 * configurable parent is used instead.
 */
export function resolveProductLoad<P extends LoadableProduct>(product: P, opts: ProductLoadOptions<P> = {}): ProductLoad<P> {
  if (product.status >= 2) return { kind: 'error', message: productStatusError(product.status) };
  if (product.visibility === 1) {
    const prevent = opts.preventConfigurableChildrenDirectAccess ?? true;
    const parent = prevent ? opts.findParent?.(product) : undefined;
    if (parent && parent.status < 2) return { kind: 'redirect', to: parent, from: product.sku };
    return { kind: 'error', message: productVisibilityError(product.visibility) };
  }
  return { kind: 'ok', product };
}

/** Children a shopper can pick: enabled (status below 2), and in stock when out-of-stock ones are not listed. */
export function availableVariants<C extends { status: number; stock?: { is_in_stock: boolean } }>(children: readonly C[], listOutOfStock = true): C[] {
  return children.filter((c) => c.status < 2 && (listOutOfStock || c.stock?.is_in_stock !== false));
}

/** The product's errors map: a configurable product without an available variant gets the variants error. */
export function productErrors(product: LoadableProduct, listOutOfStock = true): Record<string, string> {
  if (product.type_id !== 'configurable') return {};
  return availableVariants(product.configurable_children ?? [], listOutOfStock).length ? {} : { variants: NO_VARIANTS_ERROR };
}

/** Children of grouped and bundle products are looked up with status 1 only. */
export function eligibleLinkedChildren<C extends { status: number }>(children: readonly C[]): C[] {
  return children.filter((c) => c.status === 1);
}

export interface ProductLink {
  sku: string;
  qty: number;
  status: number;
}

/** A grouped product goes to the cart as its associated children (each with its default quantity, skipping 0). */
export function groupedCartItems(product: { type_id: string; sku: string; product_links?: readonly ProductLink[] }): Array<{ sku: string; qty: number }> {
  if (product.type_id !== 'grouped') return [{ sku: product.sku, qty: 1 }];
  return eligibleLinkedChildren(product.product_links ?? [])
    .filter((l) => l.qty > 0)
    .map((l) => ({ sku: l.sku, qty: l.qty }));
}

export type KeyCheck = { ok: true; value: string } | { ok: false; message: string };

/** A single-product lookup needs the configured search key (sku by default). */
export function requireSearchKey(options: Record<string, unknown>, key = 'sku'): KeyCheck {
  const v = options[key];
  if (v === undefined || v === null || String(v).trim() === '') return { ok: false, message: searchKeyError(key) };
  return { ok: true, value: String(v) };
}

/** A variant lookup needs the parent sku. */
export function requireParentSku(product: { parentSku?: string | null | undefined }): KeyCheck {
  if (!product.parentSku) return { ok: false, message: NO_PARENT_SKU_ERROR };
  return { ok: true, value: product.parentSku };
}
