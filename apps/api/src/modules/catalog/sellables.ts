import { type TierPrice, isPackageType } from '@encore/domain';
import type { ProductRecord, TicketRecord } from './catalog.repo.ts';
import { localName, optionLabel, ticketName, type CatalogLookups } from './catalog-lookups.ts';
import { pricesFor } from './product-prices.ts';

/** What the cart and order need to know about a sku, priced for one store view. */
export interface Sellable {
  productId: number;
  sku: string;
  parentSku: string | null;
  name: string;
  typeId: string;
  /** What one ticket costs the customer now (special price applied), tax included; null when unpriced. */
  unitPriceInclTax: number | null;
  /** Every customer group's tier prices of this sku in the store's currency (the cart applies its group's by quantity). */
  tiers: TierPrice[];
  ratePercent: number;
  ticketCategoryLabel: string | null;
  eventDate: string | null;
}

/**
 * The sellable skus of one store view's index, each worked out from its rows the first time the cart
 * asks for it and kept for the life of the index. Made for every ticket category at build time they held
 * about 75 MB at 100,000 events (ADR 0065), while a sale asks for a few hundred skus.
 */
export class Sellables {
  /** Null: a sku of the catalogue that is not for sale (a package, a disabled event, an unpriced ticket). */
  private readonly known = new Map<string, Sellable | null>();

  constructor(
    private readonly records: ReadonlyMap<string, ProductRecord | TicketRecord>,
    /** The top-level record of a product id. */
    private readonly event: (id: number) => ProductRecord | undefined,
    private readonly lookups: CatalogLookups,
  ) {}

  get(sku: string): Sellable | undefined {
    const kept = this.known.get(sku);
    if (kept !== undefined) return kept ?? undefined;
    const rec = this.records.get(sku);
    // Unknown skus are not remembered: they are whatever a caller sends.
    if (!rec) return undefined;
    const made = rec.parent_id == null ? ownSellable(rec as ProductRecord, this.lookups) : ticketSellable(rec as TicketRecord, this.event(rec.parent_id), this.lookups);
    this.known.set(sku, made ?? null);
    return made;
  }
}

/** A ticket category is sold while its event is an enabled configurable product and it is enabled and priced. */
function ticketSellable(ticket: TicketRecord, event: ProductRecord | undefined, l: CatalogLookups): Sellable | undefined {
  if (!event || event.type_id !== 'configurable' || event.status !== 1 || ticket.status !== 1) return undefined;
  const p = pricesFor(ticket, l);
  if (!p.priced) return undefined;
  return {
    productId: ticket.id,
    sku: ticket.sku,
    parentSku: event.sku,
    name: ticketName(ticket, l),
    typeId: ticket.type_id,
    unitPriceInclTax: p.untieredGross,
    tiers: l.tierPrices.get(ticket.id) ?? [],
    ratePercent: p.rate,
    ticketCategoryLabel: optionLabel(l.ticketCategory, ticket.ticket_category, l.store),
    eventDate: event.event_date,
  };
}

/** A top-level product is sold as itself when enabled, unless it is an event (its tickets are) or a package (its tickets are, see the cart's add-package). */
function ownSellable(rec: ProductRecord, l: CatalogLookups): Sellable | undefined {
  if (rec.type_id === 'configurable' || isPackageType(rec.type_id) || rec.status !== 1) return undefined;
  const own = pricesFor(rec, l);
  return {
    productId: rec.id,
    sku: rec.sku,
    parentSku: null,
    name: localName(rec, l.store),
    typeId: rec.type_id,
    unitPriceInclTax: own.untieredGross,
    tiers: l.tierPrices.get(rec.id) ?? [],
    ratePercent: own.rate,
    ticketCategoryLabel: null,
    eventDate: rec.event_date,
  };
}
