import type { TaxRule } from '@encore/contracts';

/** Fallback when neither the caller nor the store view names a tax country. */
const DEFAULT_TAX_COUNTRY = 'PL';

export interface TaxContext {
  country?: string | null;
  region?: string | null;
  /** Only set when grouped tax is active; otherwise customer classes are not compared. */
  customerTaxClassId?: number | null;
}

/**
 * The tax rate (percent) for a product tax class: the first rate, over the rules
 * listing the class, for the country whose region matches or is unrestricted.
 * No matching rate means 0 %.
 */
export function findTaxRate(rules: readonly TaxRule[], productTaxClassId: number, ctx: TaxContext = {}): number {
  if (!(productTaxClassId > 0)) return 0;
  const country = (ctx.country || DEFAULT_TAX_COUNTRY).toUpperCase();
  // Rules are often split per country (one rule per rate), so look through every rule of the class.
  for (const rule of rules) {
    if (!rule.product_tax_class_ids.includes(productTaxClassId)) continue;
    if (ctx.customerTaxClassId != null && !rule.customer_tax_class_ids.includes(ctx.customerTaxClassId)) continue;
    const rate = rule.rates.find(
      (x) => x.tax_country_id.toUpperCase() === country && (!x.region_name || x.region_name === '*' || x.tax_region_id === 0 || x.region_name === ctx.region),
    );
    if (rate) return rate.rate;
  }
  return 0;
}

/** Rate percent → basis points, so 6 % and 7.5 % are both exact integers. */
function basisPoints(ratePercent: number): number {
  return Math.round(ratePercent * 100);
}

export interface TaxSplit {
  net: number;
  tax: number;
  gross: number;
}

/**
 * Splits an amount in minor units into net, tax and gross. The one division is
 * rounded once to an integer; tax is the difference, so net + tax === gross
 * always holds and no fraction of an öre is ever carried.
 */
export function splitTax(amount: number, ratePercent: number, amountIncludesTax: boolean): TaxSplit {
  const bp = basisPoints(ratePercent);
  if (amountIncludesTax) {
    const net = bp === 0 ? amount : Math.round((amount * 10_000) / (10_000 + bp));
    return { net, tax: amount - net, gross: amount };
  }
  const tax = Math.round((amount * bp) / 10_000);
  return { net: amount, tax, gross: amount + tax };
}
