import type { PriceFields } from '@encore/contracts';
import { GUEST_GROUP_ID, applyTierPrices, computePriceFields, emptyPriceFields, findTaxRate, type TierPrice } from '@encore/domain';
import type { CatalogLookups } from './catalog-lookups.ts';
import type { ProductRecord } from './catalog.repo.ts';

type Priceable = Pick<ProductRecord, 'id' | 'tax_class_id'>;
type PriceLookups = Pick<CatalogLookups, 'store' | 'taxRules' | 'prices'>;

function taxRate(rec: Priceable, l: PriceLookups, customerTaxClassId: number | null): number {
  return findTaxRate(l.taxRules, rec.tax_class_id, { country: l.store.tax.defaultCountry, customerTaxClassId });
}

function fieldsAt(rec: Priceable, l: PriceLookups, rate: number, now: Date): PriceFields | undefined {
  const row = l.prices.get(rec.id);
  if (!row) return undefined;
  return computePriceFields(row, { ratePercent: rate, sourcePriceIncludesTax: l.store.tax.sourcePriceIncludesTax, now, timeZone: l.store.i18n.timeZone });
}

/**
 * A product's price fields at `now`, before customer-group tiers, with the tax of the store's country
 * (narrowed to a customer tax class when one is given); undefined when the product has no price in the
 * store's currency. A special price counts inside its window, whose bare dates begin and end at the
 * store's local midnight.
 */
export function currentPriceFields(rec: Priceable, l: PriceLookups, now: Date, customerTaxClassId: number | null = null): PriceFields | undefined {
  return fieldsAt(rec, l, taxRate(rec, l, customerTaxClassId), now);
}

/** A product's price before customer-group tiers, with every group's tiers for it; undefined when unpriced in this currency. */
export function untieredPrice(rec: Priceable, l: CatalogLookups): { fields: PriceFields; tiers: TierPrice[]; rate: number } | undefined {
  const rate = taxRate(rec, l, null);
  const fields = fieldsAt(rec, l, rate, l.now);
  return fields && { fields, tiers: l.tierPrices.get(rec.id) ?? [], rate };
}

/**
 * Documents are priced for guests (group 0): only the guest tiers travel with them, so no other group's
 * tier prices are handed out; a customer group's prices are laid over by group-prices.ts.
 */
export function pricesFor(rec: Priceable, l: CatalogLookups): { fields: PriceFields; priced: boolean; rate: number; untieredGross: number | null } {
  const u = untieredPrice(rec, l);
  if (!u) return { fields: emptyPriceFields(), priced: false, rate: taxRate(rec, l, null), untieredGross: null };
  return { fields: applyTierPrices(u.fields, u.tiers, GUEST_GROUP_ID), priced: true, rate: u.rate, untieredGross: u.fields.final_price_incl_tax };
}
