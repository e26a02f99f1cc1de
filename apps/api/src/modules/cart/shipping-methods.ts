import type { ShippingMethod, StoreView, TaxRule } from '@encore/contracts';
import { defaultShippingMethod, findTaxRate, splitTax } from '@encore/domain';

/** Ticket deliveries follow the tickets' VAT (ancillary to the main supply), so they use the ticket tax class. */
const SHIPPING_TAX_CLASS_ID = 2;

interface DeliveryMethod {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** Price per currency, tax included, minor units. */
  price: Record<string, number>;
  default: boolean;
  /** Someone hands the tickets over at the door, so they can be paid then (cash on delivery). */
  physical: boolean;
}

export const DELIVERY_METHODS: readonly DeliveryMethod[] = [
  { carrier_code: 'eticket', method_code: 'eticket', carrier_title: 'E-ticket', method_title: 'E-ticket by e-mail', price: { SEK: 0, EUR: 0 }, default: true, physical: false },
  { carrier_code: 'mobile', method_code: 'app', carrier_title: 'Mobile ticket', method_title: 'Mobile ticket in the app', price: { SEK: 0, EUR: 0 }, default: false, physical: false },
  { carrier_code: 'postal', method_code: 'tracked', carrier_title: 'Postal delivery', method_title: 'Tracked letter', price: { SEK: 4900, EUR: 500 }, default: false, physical: true },
];

export const DEFAULT_DELIVERY = defaultShippingMethod(DELIVERY_METHODS)!;

export function findDeliveryMethod(methodCode: string | null | undefined, carrierCode?: string | null): DeliveryMethod | undefined {
  if (!methodCode) return undefined;
  return DELIVERY_METHODS.find((m) => m.method_code === methodCode && (!carrierCode || m.carrier_code === carrierCode));
}

/** The delivery a cart chose, or the default one. */
export function deliveryOf(cart: { shippingMethodCode: string | null; shippingCarrierCode: string | null }): DeliveryMethod {
  return findDeliveryMethod(cart.shippingMethodCode, cart.shippingCarrierCode) ?? DEFAULT_DELIVERY;
}

export function shippingRate(store: StoreView, taxRules: readonly TaxRule[]): number {
  return findTaxRate(taxRules, SHIPPING_TAX_CLASS_ID, { country: store.tax.defaultCountry });
}

export function deliveryPrice(method: DeliveryMethod, currency: string): number {
  return method.price[currency] ?? 0;
}

export function shippingMethodsFor(store: StoreView, taxRules: readonly TaxRule[]): ShippingMethod[] {
  const rate = shippingRate(store, taxRules);
  return DELIVERY_METHODS.map((m) => {
    const s = splitTax(deliveryPrice(m, store.i18n.currencyCode), rate, true);
    return {
      carrier_code: m.carrier_code,
      method_code: m.method_code,
      carrier_title: m.carrier_title,
      method_title: m.method_title,
      amount: s.gross,
      base_amount: s.gross,
      price_excl_tax: s.net,
      price_incl_tax: s.gross,
      available: true,
      default: m.default,
      offline: false,
      cash_on_delivery: m.physical,
    };
  });
}
