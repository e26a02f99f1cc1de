import type { BundleOption, PackageTicket, PriceFields, StockInfo } from '@encore/contracts';
import type { UntieredPrice } from '../pricing/group-price.ts';
import { emptyPriceFields } from '../pricing/price.ts';
import { applyTierPrices } from '../pricing/tier-price.ts';
import { eligibleLinkedChildren, groupedCartItems } from './product-load.ts';

/**
 * Packages (grouped and bundle products, docs/decisions/0024-ticket-packages.md): which tickets one
 * package puts in the cart, what it costs and whether it can still be had. Pure, shared by the API
 * (cart, index) and the storefront (the package form's running total).
 */

export const isPackageType = (typeId: string): boolean => typeId === 'grouped' || typeId === 'bundle';

export interface PackagePick {
  option_id: number;
  /** Product ids of the chosen selections (one for a radio option). */
  option_selections: number[];
}

export type PackageItems = { ok: true; items: Array<{ sku: string; qty: number }> } | { ok: false; message: string; field: string };

const PACKAGE_MESSAGES = {
  notAPackage: (sku: string) => `${sku} is not a package`,
  chooseOption: (title: string) => `Choose an option for "${title}"`,
  unknownSelection: (title: string) => `The chosen ticket for "${title}" is not part of this package`,
  oneSelection: (title: string) => `Choose one ticket for "${title}"`,
  unavailable: 'This package has no tickets on sale',
} as const;

interface PackageLike {
  sku: string;
  type_id: string;
  product_links?: readonly PackageTicket[];
  bundle_options?: readonly BundleOption[];
}

/** How many whole packages one ticket category allows. */
function packagesFrom(t: PackageTicket): number {
  if (!t.stock.manage_stock) return Number.MAX_SAFE_INTEGER;
  return t.stock.is_in_stock ? Math.floor(t.stock.qty / t.qty) : 0;
}

/** A package's ticket can be had: it is on sale (enabled) and its stock covers at least one package. */
export function packageTicketAvailable(t: PackageTicket): boolean {
  return t.status === 1 && packagesFrom(t) > 0;
}

/**
 * The selection a bundle option takes when the shopper picks none, and the one its choice starts
 * with: the option's default selection when it is on sale and in stock, otherwise the first
 * selection that is, otherwise none.
 */
export function defaultSelection(option: Pick<BundleOption, 'product_links'>): PackageTicket | undefined {
  const available = option.product_links.filter(packageTicketAvailable);
  return available.find((s) => s.is_default) ?? available[0];
}

/**
 * The cart lines `packages` packages add: a grouped package's enabled links, or per bundle option the
 * chosen selection (else its default selection), each times its own quantity; a ticket category named
 * twice becomes one line.
 */
export function packageItems(product: PackageLike, packages: number, picks: readonly PackagePick[] = []): PackageItems {
  const lines: Array<{ sku: string; qty: number }> = [];
  if (product.type_id === 'grouped') {
    for (const l of groupedCartItems(product)) lines.push({ sku: l.sku, qty: l.qty * packages });
  } else if (product.type_id === 'bundle') {
    for (const option of product.bundle_options ?? []) {
      const pick = picks.find((p) => p.option_id === option.option_id);
      const field = `bundle_options.${option.option_id}`;
      if (pick && pick.option_selections.length > 1) return { ok: false, message: PACKAGE_MESSAGES.oneSelection(option.title), field };
      let chosen: PackageTicket | undefined;
      if (pick && pick.option_selections.length === 1) {
        chosen = eligibleLinkedChildren(option.product_links).find((s) => s.id === pick.option_selections[0]);
        if (!chosen) return { ok: false, message: PACKAGE_MESSAGES.unknownSelection(option.title), field };
      } else {
        chosen = defaultSelection(option);
      }
      if (!chosen) {
        if (option.required) return { ok: false, message: PACKAGE_MESSAGES.chooseOption(option.title), field };
        continue;
      }
      lines.push({ sku: chosen.sku, qty: chosen.qty * packages });
    }
  } else {
    return { ok: false, message: PACKAGE_MESSAGES.notAPackage(product.sku), field: 'sku' };
  }
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.sku, (merged.get(l.sku) ?? 0) + l.qty);
  if (!merged.size) return { ok: false, message: PACKAGE_MESSAGES.unavailable, field: 'sku' };
  return { ok: true, items: [...merged].map(([sku, qty]) => ({ sku, qty })) };
}

/** The tickets a package is priced and stocked by: a grouped package's links, or per required option its cheapest selection on sale. */
function packageComponents(product: PackageLike): PackageTicket[] {
  if (product.type_id === 'grouped') return eligibleLinkedChildren(product.product_links ?? []);
  const out: PackageTicket[] = [];
  for (const option of product.bundle_options ?? []) {
    if (!option.required) continue;
    const enabled = eligibleLinkedChildren(option.product_links);
    const onSale = enabled.filter(packageTicketAvailable);
    const pool = onSale.length ? onSale : enabled;
    let best: PackageTicket | undefined;
    for (const s of pool) if (!best || s.final_price_incl_tax * s.qty < best.final_price_incl_tax * best.qty) best = s;
    if (best) out.push(best);
  }
  return out;
}

const SUMMED: ReadonlyArray<keyof PriceFields> = [
  'price', 'price_incl_tax', 'price_tax', 'final_price', 'final_price_incl_tax', 'original_price', 'original_price_incl_tax', 'special_price', 'special_price_incl_tax',
];

/** One package's price: its components' prices times their quantities (a bundle shows this as "from"). */
export function packagePrice(product: PackageLike): PriceFields {
  const out = emptyPriceFields();
  const sum = out as unknown as Record<string, number>;
  const components = packageComponents(product);
  for (const c of components) {
    for (const k of SUMMED) sum[k] = (sum[k] ?? 0) + (c[k] as number) * c.qty;
  }
  // A special price counts only where a component has one; otherwise it is the regular price.
  if (!components.some((c) => c.special_price > 0)) {
    out.special_price = 0;
    out.special_price_incl_tax = 0;
  }
  return out;
}

/** Whole packages still to be had: the scarcest component decides (a bundle option by its best selection). */
export function packageStock(product: PackageLike): StockInfo {
  let qty = Number.MAX_SAFE_INTEGER;
  let any = false;
  if (product.type_id === 'grouped') {
    for (const l of eligibleLinkedChildren(product.product_links ?? [])) {
      any = true;
      qty = Math.min(qty, packagesFrom(l));
    }
  } else {
    for (const option of product.bundle_options ?? []) {
      if (!option.required) continue;
      any = true;
      qty = Math.min(qty, Math.max(0, ...eligibleLinkedChildren(option.product_links).map(packagesFrom)));
    }
  }
  if (!any) qty = 0;
  const unlimited = qty === Number.MAX_SAFE_INTEGER;
  return { qty: unlimited ? 0 : qty, is_in_stock: unlimited || qty > 0, manage_stock: !unlimited };
}

/**
 * A package document priced for one customer group: each linked ticket gets its group's one-ticket
 * tier, as the ticket category itself does, and the package's price is summed again from them, so a
 * member sees in search results the package price the cart will charge. `untiered` answers
 * undefined for an unpriced sku, whose ticket keeps its fields.
 */
export function groupPricedPackage<P extends PackageLike & PriceFields>(doc: P, untiered: (sku: string) => UntieredPrice | undefined, groupId: number): P {
  const reprice = (t: PackageTicket): PackageTicket => {
    const u = untiered(t.sku);
    return u ? { ...t, ...applyTierPrices(u.fields, u.tiers, groupId) } : t;
  };
  const out: P = { ...doc };
  if (doc.product_links) out.product_links = doc.product_links.map(reprice);
  if (doc.bundle_options) out.bundle_options = doc.bundle_options.map((o) => ({ ...o, product_links: o.product_links.map(reprice) }));
  const { tier_prices: _tiers, ...price } = packagePrice(out);
  return { ...out, ...price };
}
