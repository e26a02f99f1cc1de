import type { Totals, TotalsItem, TotalSegment } from '@encore/contracts';
import { splitTax } from '../tax/tax.ts';
import { allocateDiscount } from '../coupon/coupon-rules.ts';

export interface TotalsLine {
  item_id: number;
  sku: string;
  name: string;
  qty: number;
  /** What one unit costs the customer, tax included, minor units. */
  unitPriceInclTax: number;
  ratePercent: number;
  options?: Array<{ label: string; value: string }>;
}

export interface TotalsShipping {
  /** Shipping price as charged, tax included, minor units. */
  amountInclTax: number;
  ratePercent: number;
}

/**
 * Cart totals from gross unit prices. Each row's tax is derived from the row's
 * gross amount (not summed from rounded unit taxes) so the row, the tax segment
 * and the grand total always add up to the öre.
 */
export interface TotalsDiscount {
  couponCode: string;
  /** Gross amount off the tickets, positive minor units (already capped at the subtotal). */
  amount: number;
}

export function computeTotals(lines: readonly TotalsLine[], shipping: TotalsShipping | null, currency: string, coupon?: TotalsDiscount): Totals {
  const shares = allocateDiscount(
    lines.map((l) => l.unitPriceInclTax * l.qty),
    coupon?.amount ?? 0,
  );
  const items: TotalsItem[] = lines.map((l, i) => {
    const unit = splitTax(l.unitPriceInclTax, l.ratePercent, true);
    const row = splitTax(l.unitPriceInclTax * l.qty, l.ratePercent, true);
    // VAT is due on what the customer pays, so a discounted row's tax comes from its discounted amount.
    const paid = splitTax(l.unitPriceInclTax * l.qty - shares[i]!, l.ratePercent, true);
    return {
      item_id: l.item_id,
      sku: l.sku,
      name: l.name,
      qty: l.qty,
      price: unit.net,
      price_incl_tax: unit.gross,
      row_total: row.net,
      row_total_incl_tax: row.gross,
      tax_amount: paid.tax,
      tax_percent: l.ratePercent,
      discount_amount: shares[i]!,
      options: JSON.stringify(l.options ?? []),
    };
  });
  const subtotal = items.reduce((s, i) => s + i.row_total, 0);
  const subtotalInclTax = items.reduce((s, i) => s + i.row_total_incl_tax, 0);
  const itemsTax = items.reduce((s, i) => s + i.tax_amount, 0);
  const ship = shipping ? splitTax(shipping.amountInclTax, shipping.ratePercent, true) : { net: 0, tax: 0, gross: 0 };
  const discount = shares.reduce((s, x) => s + x, 0);
  const netDiscount = items.reduce((s, i) => s + i.row_total, 0) - lines.reduce((s, l, i) => s + splitTax(l.unitPriceInclTax * l.qty - shares[i]!, l.ratePercent, true).net, 0);
  const taxAmount = itemsTax + ship.tax;
  const grandTotal = subtotalInclTax + ship.gross - discount;
  // Segments are shown to customers who see gross prices, so subtotal and shipping are tax-inclusive;
  // the tax segment states the VAT contained in the grand total.
  const segments: TotalSegment[] = [
    { code: 'subtotal', title: 'Subtotal', value: subtotalInclTax },
    ...(discount > 0 && coupon ? [{ code: 'discount' as const, title: `Discount (${coupon.couponCode})`, value: -discount }] : []),
    { code: 'shipping', title: 'Shipping', value: ship.gross },
    { code: 'tax', title: 'Tax', value: taxAmount, area: 'taxes' },
    { code: 'grand_total', title: 'Grand Total', value: grandTotal, area: 'footer' },
  ];
  return {
    grand_total: grandTotal,
    base_grand_total: grandTotal,
    subtotal,
    subtotal_incl_tax: subtotalInclTax,
    subtotal_with_discount: subtotal - netDiscount,
    // Negative, as totals show it: an amount taken off.
    discount_amount: discount > 0 ? -discount : 0,
    ...(coupon ? { coupon_code: coupon.couponCode } : {}),
    shipping_amount: ship.net,
    shipping_incl_tax: ship.gross,
    tax_amount: taxAmount,
    base_tax_amount: taxAmount,
    base_currency_code: currency,
    quote_currency_code: currency,
    items_qty: items.reduce((s, i) => s + i.qty, 0),
    items,
    total_segments: segments,
  };
}
