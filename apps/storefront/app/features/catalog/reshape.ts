import type { Category, ConfigurableChild, Product } from '@encore/contracts';
import { imageUrl, productSlug, shownCataloguePrice, unitPrice } from '@encore/domain';
import { availabilityOf, maxQuantity } from './stock.ts';
import type { Breadcrumb, EventSummary, MenuCategory, TicketCategory } from './types.ts';

/**
 * The one adapter layer from API payloads to storefront view models.
 * Paths are store-agnostic; <Link> adds the prefix.
 */

export function productPath(p: Pick<Product, 'sku' | 'name' | 'id' | 'url_key' | 'slug' | 'parentSku'>): string {
  const slug = p.slug || productSlug(p, false);
  return `/p/${encodeURIComponent(p.parentSku || p.sku)}/${encodeURIComponent(slug)}`;
}

export function categoryPath(c: Pick<Category, 'url_path'>): string {
  return `/c/${c.url_path.replace(/^\/+/, '')}`;
}

export function activeChildren(p: Product): ConfigurableChild[] {
  return (p.configurable_children ?? []).filter((c) => c.status === undefined || c.status < 2);
}

/** The ticket categories a "from" price is taken from: those on sale, or all when every one is sold out. */
function fromPricePool(p: Product): ConfigurableChild[] {
  const children = activeChildren(p);
  const inStock = children.filter((c) => availabilityOf(c.stock) !== 'sold_out');
  return inStock.length ? inStock : children;
}

export function cheapestPrice(p: Product): number | null {
  const pool = fromPricePool(p);
  if (pool.length) return Math.min(...pool.map(unitPrice));
  return typeof p.price_incl_tax === 'number' ? unitPrice(p) : null;
}

/** Skus whose current prices give the card's "from" price after hydration (the event itself when it has no children). */
export function fromPriceSkus(p: Product): string[] {
  const pool = fromPricePool(p);
  return pool.length ? pool.map((c) => c.sku) : [p.sku];
}

export function isSoldOut(p: Product): boolean {
  const children = activeChildren(p);
  if (children.length) return children.every((c) => availabilityOf(c.stock) === 'sold_out');
  return availabilityOf(p.stock) === 'sold_out';
}

/**
 * The fields `toEventSummary` reads, asked of the catalogue (`_source_include`) where events are only
 * shown as cards: a listing answer then carries a fifth of each event's document. A test checks that a
 * document with only these fields gives the same card as the whole one.
 */
export const EVENT_SUMMARY_FIELDS = [
  'id',
  'sku',
  'name',
  'url_key',
  'slug',
  'parentSku',
  'image',
  'date',
  'location',
  'city',
  'type_id',
  'stock',
  'price_incl_tax',
  'final_price_incl_tax',
  'original_price_incl_tax',
  'configurable_children.sku',
  'configurable_children.status',
  'configurable_children.stock',
  'configurable_children.price_incl_tax',
  'configurable_children.final_price_incl_tax',
  'configurable_children.original_price_incl_tax',
];

export function toEventSummary(p: Product): EventSummary {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    path: productPath(p),
    posterUrl: imageUrl(p.image, 'list'),
    date: p.date || null,
    venue: p.location ?? '',
    city: p.city ?? '',
    fromPrice: cheapestPrice(p),
    priceSkus: fromPriceSkus(p),
    ...(p.type_id === 'grouped' ? { fixedPrice: true } : {}),
    soldOut: isSoldOut(p),
  };
}

/** A ticket category as the event page shows it: label, shown price, availability and picker maximum. */
export function toTicketCategory(c: ConfigurableChild): TicketCategory {
  const label =
    c.ticket_category_label ||
    c.custom_attributes?.find((a) => a.attribute_code === 'ticket_category_label')?.value ||
    c.name;
  return { sku: c.sku, label, ...shownCataloguePrice(c), ...ticketStock(c.stock) };
}

/** An event without ticket categories is sold as one ticket of its own. */
export function eventAsTicket(p: Product): TicketCategory {
  return { sku: p.sku, label: p.ticket_type || p.name, ...shownCataloguePrice(p), ...ticketStock(p.stock) };
}

function ticketStock(stock: Product['stock'] | undefined): Pick<TicketCategory, 'availability' | 'available' | 'maxQty'> {
  return { availability: availabilityOf(stock), available: stock?.manage_stock ? Math.max(0, stock.qty) : null, maxQty: maxQuantity(stock) };
}

/** The category an event is listed under first (one with a URL path when it has one). */
export function mainCategoryOf(p: Product): { name: string; path: string | null } | null {
  const main = p.category?.find((c) => c.url_path) ?? p.category?.[0];
  return main ? { name: main.name, path: main.url_path ? categoryPath({ url_path: main.url_path }) : null } : null;
}

export interface CategoryNode {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  position: number;
  path: string;
  urlPath: string;
}

export function toCategoryNode(c: Category): CategoryNode {
  return { id: c.id, name: c.name, parentId: c.parent_id, level: c.level, position: c.position, path: categoryPath(c), urlPath: c.url_path };
}

/** Top-level menu: active children of the root category, by position. */
export function toMenu(nodes: CategoryNode[], rootId: number): MenuCategory[] {
  return nodes
    .filter((n) => n.parentId === rootId)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((n) => ({ id: n.id, name: n.name, path: n.path }));
}

/** The category id and the ids of all its descendants. */
export function descendantIds(nodes: CategoryNode[], id: number): number[] {
  const out = [id];
  const byParent = new Map<number, CategoryNode[]>();
  for (const n of nodes) if (n.parentId !== null) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  for (let i = 0; i < out.length; i++) for (const child of byParent.get(out[i]!) ?? []) if (!out.includes(child.id)) out.push(child.id);
  return out;
}

/** Ancestors (below the root) then the category itself; the current page has no link. */
export function categoryBreadcrumbs(nodes: CategoryNode[], id: number, rootId: number): Breadcrumb[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const chain: CategoryNode[] = [];
  let cur = byId.get(id);
  const seen = new Set<number>();
  while (cur && cur.id !== rootId && !seen.has(cur.id)) {
    seen.add(cur.id);
    chain.unshift(cur);
    cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
  }
  return chain.map((n, i) => ({ name: n.name, path: i === chain.length - 1 ? null : n.path }));
}
