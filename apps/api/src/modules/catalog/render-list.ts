import { ErrorCodes, storeViewById, type PackageTicket, type PriceFields, type RenderListItem, type RenderListQuery, type RenderListResult } from '@encore/contracts';
import { applyTierPrices, isPackageType, packagePrice, parentPriceFromChildren, taxCustomerGroupId, type TaxGroupConfig } from '@encore/domain';
import { fail, ok, type Result } from '../../platform/result.ts';
import type { StoreIndex } from './catalog-index.ts';
import type { CatalogService } from './catalog.service.ts';
import { recordName } from './catalog-lookups.ts';
import { resolveCallerGroup } from './caller-group.ts';
import { currentPriceFields } from './product-prices.ts';

/** Grouped tax is off by default: no default customer group id, and not only the default group. */
export const TAX_GROUP_CONFIG: TaxGroupConfig = { userGroupId: null, useOnlyDefaultUserGroupId: false };

/** Who asks for render-list prices: the user token they sent ('' for none), checked with the API's secret at `now`. */
export interface PriceCaller {
  token: string;
  secret: string;
  now: Date;
}

/**
 * render-list for a caller: the store view by id, which must price in the asked currency; the customer
 * group proven by the user token (guests are group 0), which a stated `userGroupId` must match (see
 * caller-group.ts); then the current prices of the skus for that group.
 */
export async function currentPrices(catalog: CatalogService, q: RenderListQuery, caller: PriceCaller): Promise<Result<RenderListResult>> {
  const store = storeViewById(q.storeId);
  if (!store) return fail(ErrorCodes.notFound, `Unknown store id: ${q.storeId}`, 'storeId');
  if (store.i18n.currencyCode !== q.currencyCode) return fail(ErrorCodes.validation, `currencyCode: store ${q.storeId} prices in ${store.i18n.currencyCode}`, 'currencyCode');
  const group = resolveCallerGroup(caller.token, q.userGroupId, 'userGroupId', caller.secret, caller.now);
  if (!group.ok) return group;
  const { groupId, fromToken } = group.value;
  const taxGroup = taxCustomerGroupId(TAX_GROUP_CONFIG, fromToken ? { group_id: groupId } : null);
  const index = (await catalog.storeIndex(store.storeCode))!;
  return ok({ items: renderList(index, q.skus, { groupId, taxGroup, now: caller.now }) });
}

/**
 * Current prices of skus for one store view and customer group (VSF's
 * products-render-info): computed now from the stored prices, so a page
 * cached with yesterday's special price is corrected after hydration.
 */
export function renderList(index: StoreIndex, skus: readonly string[], opts: { groupId: number | null; taxGroup: number | null; now: Date }): RenderListItem[] {
  const l = index.lookups;
  const priceOf = (id: number, taxClassId: number): PriceFields | undefined => {
    const fields = currentPriceFields({ id, tax_class_id: taxClassId }, l, opts.now, opts.taxGroup);
    return fields && applyTierPrices(fields, l.tierPrices.get(id) ?? [], opts.groupId ?? 0);
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
      name: recordName(rec, l),
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
