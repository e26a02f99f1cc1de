import type { BundleOption, PackageTicket, Product, StoreView } from '@encore/contracts';
import { eligibleLinkedChildren, packagePrice, packageStock } from '@encore/domain';
import type { CatalogData, LinkRecord, ProductRecord } from './catalog.repo.ts';
import type { StockSource } from './inventory-table.ts';
import { localName, optionLabel, productPath, ticketName, type CatalogLookups, type PackageLookups } from './catalog-lookups.ts';
import { pricesFor } from './product-prices.ts';
import { stockInfo } from './stock-info.ts';

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}

/** Packages' links and bundle options by package id, with the tickets they link to and those tickets' events. */
export function packageLookups(data: CatalogData): PackageLookups {
  const links = groupBy(data.links, (l) => l.product_id);
  const bundleOptions = groupBy(data.bundleOptions, (o) => o.product_id);
  if (!links.size) return { ticketsById: new Map(), eventsById: new Map(), links, bundleOptions };
  const linked = new Set(data.links.map((l) => l.linked_product_id));
  const ticketsById = new Map(data.tickets.filter((t) => linked.has(t.id)).map((t) => [t.id, t]));
  const owners = new Set([...ticketsById.values()].map((t) => t.parent_id!));
  return { ticketsById, eventsById: new Map(data.products.filter((p) => owners.has(p.id)).map((p) => [p.id, p])), links, bundleOptions };
}

function eventRef(ev: ProductRecord, store: StoreView, l: CatalogLookups): PackageTicket['event'] {
  const venue = ev.venue_id == null ? undefined : l.venues.get(ev.venue_id);
  const location = ev.attributes.find((a) => a.attribute_code === 'location')?.value ?? venue?.name ?? '';
  return { sku: ev.sku, name: localName(ev, store), date: ev.event_date ?? '', location, city: ev.city || venue?.city || '', url_path: productPath(ev, store).urlPath };
}

/** A linked ticket category as the package shows it; undefined when it or its event is gone or unpriced. */
function packageTicket(link: LinkRecord, l: CatalogLookups): PackageTicket | undefined {
  const t = l.ticketsById.get(link.linked_product_id);
  const ev = t ? l.eventsById.get(t.parent_id!) : undefined;
  if (!t || !ev) return undefined;
  const p = pricesFor(t, l);
  if (!p.priced) return undefined;
  return {
    ...p.fields,
    id: t.id,
    sku: t.sku,
    qty: link.qty,
    position: link.position,
    is_default: link.is_default === 1,
    name: ticketName(t, l),
    // A ticket of a disabled event cannot be sold, whatever its own status says.
    status: ev.status === 1 ? t.status : Math.max(2, t.status),
    ticket_category_label: optionLabel(l.ticketCategory, t.ticket_category, l.store),
    stock: stockInfo(undefined),
    event: eventRef(ev, l.store, l),
  };
}

/** The links (grouped) or options (bundle) of a package document. */
export function packageParts(rec: ProductRecord, l: CatalogLookups): Pick<Product, 'product_links' | 'bundle_options'> {
  const links = l.links.get(rec.id) ?? [];
  // Only enabled tickets (status 1) of a package are offered.
  const ticketsOf = (optionId: number) => eligibleLinkedChildren(links.filter((x) => x.option_id === optionId).flatMap((x) => packageTicket(x, l) ?? []));
  if (rec.type_id === 'grouped') return { product_links: ticketsOf(0) };
  const options: BundleOption[] = (l.bundleOptions.get(rec.id) ?? []).map((o) => ({
    option_id: o.option_id,
    code: o.code,
    title: o.titles[l.store.storeCode] || o.title,
    required: o.required,
    type: 'radio',
    position: o.position,
    product_links: ticketsOf(o.option_id),
  }));
  return { bundle_options: options };
}

/** Every ticket a package document shows. */
export function packageTickets(doc: Pick<Product, 'product_links' | 'bundle_options'>): PackageTicket[] {
  return [...(doc.product_links ?? []), ...(doc.bundle_options ?? []).flatMap((o) => o.product_links)];
}

/** Stock of each linked ticket, then the package's own: how many whole packages are left, priced by what is on sale. */
export function applyPackageStock(doc: Product, inventory: StockSource): void {
  for (const t of packageTickets(doc)) t.stock = stockInfo(inventory.get(t.id));
  doc.stock = packageStock(doc);
  const { tier_prices: _tiers, ...price } = packagePrice(doc);
  Object.assign(doc, price);
}
