import type { Category, ConfigurableChild, PriceFields, Product } from '@encore/contracts';
import { imageUrl, productSlug } from '@encore/domain';
import { availabilityOf, maxQuantity } from './stock.ts';
import type { Breadcrumb, EventDetail, EventSummary, MenuCategory, TicketCategory } from './types.ts';

/**
 * The one adapter layer from API payloads to storefront view models
 * (house rule 10). Paths are store-agnostic; <Link> adds the prefix.
 */

/** Price the customer pays for one unit, incl. VAT (minor units). */
export function unitPrice(p: Pick<PriceFields, 'price_incl_tax'> & Partial<Pick<PriceFields, 'final_price_incl_tax'>>): number {
  const final = p.final_price_incl_tax;
  if (typeof final === 'number' && final > 0 && final < p.price_incl_tax) return final;
  return p.price_incl_tax;
}

/** The struck-through regular price when a special price applies. */
export function regularPrice(p: Partial<Pick<PriceFields, 'original_price_incl_tax' | 'price_incl_tax'>>, price: number): number | null {
  const original = Math.max(p.original_price_incl_tax ?? 0, p.price_incl_tax ?? 0);
  return original > price ? original : null;
}

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4']);

/**
 * Catalogue descriptions are HTML. Keep a small set of text tags without any
 * attributes and drop everything else (scripts with their content), so the
 * result is safe to render as HTML.
 */
export function sanitizeDescription(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|template)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (tag, name: string) => {
      const n = name.toLowerCase();
      if (!ALLOWED_TAGS.has(n)) return '';
      return tag.startsWith('</') ? `</${n}>` : n === 'br' ? '<br>' : `<${n}>`;
    })
    .replace(/<(?![a-z/])/gi, '&lt;');
}

/** Plain text of a description (meta tags). */
export function descriptionText(html: string): string {
  return sanitizeDescription(html).replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/\s+/g, ' ').trim();
}

export function productPath(p: Pick<Product, 'sku' | 'name' | 'id' | 'url_key' | 'slug' | 'parentSku'>): string {
  const slug = p.slug || productSlug(p, false);
  return `/p/${encodeURIComponent(p.parentSku || p.sku)}/${encodeURIComponent(slug)}`;
}

export function categoryPath(c: Pick<Category, 'url_path'>): string {
  return `/c/${c.url_path.replace(/^\/+/, '')}`;
}

function activeChildren(p: Product): ConfigurableChild[] {
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

function toTicketCategory(c: ConfigurableChild): TicketCategory {
  const price = unitPrice(c);
  const label =
    c.ticket_category_label ||
    c.custom_attributes?.find((a) => a.attribute_code === 'ticket_category_label')?.value ||
    c.name;
  return {
    sku: c.sku,
    label,
    price,
    regularPrice: regularPrice(c, price),
    availability: availabilityOf(c.stock),
    available: c.stock?.manage_stock ? Math.max(0, c.stock.qty) : null,
    maxQty: maxQuantity(c.stock),
  };
}

export function toEventDetail(p: Product): EventDetail {
  const children = activeChildren(p);
  const tickets: TicketCategory[] = children.length
    ? children.map(toTicketCategory)
    : [
        {
          sku: p.sku,
          label: p.ticket_type || p.name,
          price: unitPrice(p),
          regularPrice: regularPrice(p, unitPrice(p)),
          availability: availabilityOf(p.stock),
          available: p.stock?.manage_stock ? Math.max(0, p.stock.qty) : null,
          maxQty: maxQuantity(p.stock),
        },
      ];
  const mainCategory = p.category?.find((c) => c.url_path) ?? p.category?.[0];
  return {
    ...toEventSummary(p),
    galleryUrl: imageUrl(p.image, 'gallery'),
    descriptionHtml: sanitizeDescription(p.description ?? ''),
    shortDescription: p.short_description ?? '',
    categoryName: mainCategory?.name ?? null,
    categoryPath: mainCategory?.url_path ? categoryPath({ url_path: mainCategory.url_path }) : null,
    tickets,
  };
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
