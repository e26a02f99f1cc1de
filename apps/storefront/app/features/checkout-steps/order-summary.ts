import type { ShippingMethod, Totals } from '@encore/contracts';

/** The order's totals segments as the summary shows them (minor units, tax included; discount negative). */
export interface OrderSummary {
  subtotal: number;
  shipping: number;
  discount: number;
  tax: number;
  grandTotal: number;
}

/** What the summary reads of the cart's totals. */
export type SummaryTotals = Pick<Totals, 'grand_total' | 'subtotal_incl_tax' | 'discount_amount' | 'shipping_amount' | 'shipping_incl_tax' | 'tax_amount'>;
export type SummaryShipping = Pick<ShippingMethod, 'price_incl_tax' | 'price_excl_tax'>;

/**
 * The cart's totals with another delivery than the one they were counted with: the API counts the
 * delivery's gross price into the grand total and its VAT into the tax, and a coupon never reduces the
 * delivery, so swapping one delivery for another moves exactly those amounts. The card is authorised for
 * this grand total, so it must be the sum the API will charge.
 */
export function orderSummary(totals: SummaryTotals, shipping: SummaryShipping | undefined): OrderSummary {
  const shippingGross = shipping ? shipping.price_incl_tax : totals.shipping_incl_tax;
  const shippingTax = shipping ? shipping.price_incl_tax - shipping.price_excl_tax : totals.shipping_incl_tax - totals.shipping_amount;
  return {
    subtotal: totals.subtotal_incl_tax,
    shipping: shippingGross,
    discount: totals.discount_amount,
    tax: totals.tax_amount - (totals.shipping_incl_tax - totals.shipping_amount) + shippingTax,
    grandTotal: totals.grand_total - totals.shipping_incl_tax + shippingGross,
  };
}

/** 'carrier/method', the value a delivery choice posts. */
export const shippingKey = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => `${m.carrier_code}/${m.method_code}`;

export function parseShippingKey(key: string): { carrier: string; method: string } | null {
  const [carrier, method, ...rest] = key.split('/');
  return carrier && method && rest.length === 0 ? { carrier, method } : null;
}
