import type { StoreView, TaxRule } from '@encore/contracts';
import { productSlug, type TierPrice } from '@encore/domain';
import type { AttributeRecord, BundleOptionRecord, CategoryRecord, LinkRecord, ProductRecord, TicketRecord, VenueRecord } from './catalog.repo.ts';
import type { CurrencyPrices } from './price-table.ts';

/** Product links use the url_key (the shop is configured to use url keys in product links). */
export const USE_URL_KEYS = true;

/** What package documents read besides their own rows (docs/decisions/0024-ticket-packages.md). */
export interface PackageLookups {
  ticketsById: Map<number, TicketRecord>;
  eventsById: Map<number, ProductRecord>;
  links: Map<number, LinkRecord[]>;
  bundleOptions: Map<number, BundleOptionRecord[]>;
}

/** Everything a product document of one store view is built from besides its own row. */
export interface CatalogLookups extends PackageLookups {
  store: StoreView;
  /** The moment prices are worked out for (special-price windows). */
  now: Date;
  taxRules: TaxRule[];
  prices: CurrencyPrices;
  children: Map<number, TicketRecord[]>;
  categoriesOf: Map<number, number[]>;
  categories: Map<number, CategoryRecord>;
  venues: Map<number, VenueRecord>;
  ticketCategory: AttributeRecord | undefined;
  /** Tier prices of this store's currency by product id (all customer groups). */
  tierPrices: Map<number, TierPrice[]>;
  /** Ticket categories' names in this store's language by ticket id, for a translated store view (ticket-names.repo.ts). */
  ticketNames?: ReadonlyMap<number, string> | undefined;
}

/** A record's name in the store's language, else its own. */
export function localName(rec: { name: string; i18n: Record<string, { name?: string } | undefined> }, store: StoreView): string {
  return rec.i18n[store.storeCode]?.name || rec.name;
}

/** A ticket category's name in the store's language, else its own. */
export function ticketName(ticket: Pick<TicketRecord, 'id' | 'name'>, l: Pick<CatalogLookups, 'ticketNames'>): string {
  return l.ticketNames?.get(ticket.id) || ticket.name;
}

/** The name of an event, package or ticket category record in the store's language. */
export function recordName(rec: ProductRecord | TicketRecord, l: Pick<CatalogLookups, 'store' | 'ticketNames'>): string {
  return 'i18n' in rec ? localName(rec, l.store) : ticketName(rec, l);
}

/** The label of an attribute option in the store's language; '' when the value is not an option. */
export function optionLabel(attr: AttributeRecord | undefined, value: number | null, store: StoreView): string {
  const opt = attr?.options.find((o) => String(o.value) === String(value));
  return opt?.i18n?.[store.storeCode] || opt?.label || '';
}

/** A product's url_key in the store's language, else its own. */
export function localUrlKey(rec: Pick<ProductRecord, 'url_key' | 'i18n'>, store: StoreView): string {
  return rec.i18n[store.storeCode]?.url_key || rec.url_key;
}

/** A product's slug and path in one store view: `p/<sku>/<slug>`. */
export function productPath(rec: Pick<ProductRecord, 'id' | 'sku' | 'name' | 'url_key' | 'i18n'>, store: StoreView): { urlKey: string; slug: string; urlPath: string } {
  const urlKey = localUrlKey(rec, store);
  const slug = productSlug({ url_key: urlKey, name: localName(rec, store), id: rec.id }, USE_URL_KEYS);
  return { urlKey, slug, urlPath: `p/${rec.sku}/${slug}` };
}
