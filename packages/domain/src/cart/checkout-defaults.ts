export interface CheckoutShippingMethod {
  method_code: string;
  carrier_code: string;
  default?: boolean;
  offline?: boolean;
  [k: string]: unknown;
}
export interface CheckoutPaymentMethod {
  code: string;
  default?: boolean;
  [k: string]: unknown;
}

/** Among methods that are not offline: the default one, else the first. */
export function defaultShippingMethod<M extends CheckoutShippingMethod>(methods: M[]): M | null {
  const online = methods.filter((m) => !m.offline);
  return online.find((m) => m.default) ?? online[0] ?? null;
}

/** The default payment method, else the first. */
export function defaultPaymentMethod<M extends CheckoutPaymentMethod>(methods: M[]): M | null {
  return methods.find((m) => m.default) ?? methods[0] ?? null;
}

/** The shipping country falls back to the store's tax default country. */
export function checkoutCountry(shippingCountry: string | null | undefined, taxDefaultCountry: string): string {
  return shippingCountry || taxDefaultCountry;
}
