import type { PackageTicket, PriceFields, RenderListItem } from '@encore/contracts';
import { applyTierPrices, computePriceFields, findTaxRate, isPackageType, packagePrice, parentPriceFromChildren, type TaxGroupConfig } from '@encore/domain';
import type { StoreIndex } from './catalog-index.ts';

/**
 * Current prices of skus for one store view and customer group (VSF's
 * products-render-info): computed now from the stored prices, so a page
 * cached with yesterday's special price is corrected after hydration.
 */
export function renderList(index: StoreIndex, skus: readonly string[], opts: { groupId: number | null; taxGroup: number | null; now: Date }): RenderListItem[] {
  const l = index.lookups;
  const priceOf = (productId: number, taxClassId: number): PriceFields | undefined => {
    const row = l.prices.get(productId);
    if (!row) return undefined;
    const rate = findTaxRate(l.taxRules, taxClassId, { country: l.store.tax.defaultCountry, customerTaxClassId: opts.taxGroup });
    const fields = computePriceFields(row, { ratePercent: rate, sourcePriceIncludesTax: l.store.tax.sourcePriceIncludesTax, now: opts.now });
    return applyTierPrices(fields, l.tierPrices.get(productId) ?? [], opts.groupId ?? 0);
  };
  const items: RenderListItem[] = [];
  for (const sku of skus) {
    const rec = index.records.get(sku);
    if (!rec || rec.status !== 1) continue;
    let fields: PriceFields | undefined;
    if (rec.type_id === 'configurable') {
      const kids = (l.children.get(rec.id) ?? []).filter((c) => c.status === 1).flatMap((c) => priceOf(c.id, c.tax_class_id) ?? []);
      fields = parentPriceFromChildren(kids);
    } else if (isPackageType(rec.type_id)) {
      // A package costs what its tickets cost now (docs/decisions/0024-ticket-packages.md).
      const doc = index.bySku.get(rec.sku);
      const now = (t: PackageTicket): PackageTicket => {
        const ticket = index.records.get(t.sku);
        const current = ticket ? priceOf(ticket.id, ticket.tax_class_id) : undefined;
        return current ? { ...t, ...current } : t;
      };
      fields = doc ? packagePrice({ ...doc, product_links: doc.product_links?.map(now), bundle_options: doc.bundle_options?.map((o) => ({ ...o, product_links: o.product_links.map(now) })) }) : undefined;
    } else {
      fields = priceOf(rec.id, rec.tax_class_id);
    }
    if (!fields) continue;
    const kidsMax = rec.type_id === 'configurable' ? Math.max(fields.final_price_incl_tax, ...(l.children.get(rec.id) ?? []).map((c) => priceOf(c.id, c.tax_class_id)?.final_price_incl_tax ?? 0)) : fields.final_price_incl_tax;
    items.push({
      id: rec.id,
      sku: rec.sku,
      name: rec.i18n[l.store.storeCode]?.name || rec.name,
      type: rec.type_id,
      store_id: l.store.storeId,
      currency_code: l.store.i18n.currencyCode,
      price_info: {
        final_price: fields.final_price_incl_tax,
        regular_price: fields.original_price_incl_tax,
        special_price: fields.special_price_incl_tax,
        minimal_price: fields.final_price_incl_tax,
        max_price: kidsMax,
        tax_adjustments: { final_price: fields.final_price, regular_price: fields.original_price, special_price: fields.special_price },
      },
      tier_prices: fields.tier_prices,
    });
  }
  return items;
}

/** Spec 6 defaults: grouped tax is off (null default group id). */
export const TAX_GROUP_CONFIG: TaxGroupConfig = { userGroupId: null, useOnlyDefaultUserGroupId: false };
