import { CASH_ON_DELIVERY_METHOD, PaymentMethodCodes, type PaymentMethod, type ShippingMethod } from '@encore/contracts';

/** Spec section 4: a cart is virtual when every item is downloadable or virtual (nothing to hand over at a door). */
export function isVirtualCart(productTypes: readonly string[]): boolean {
  return productTypes.length > 0 && productTypes.every((t) => t === 'virtual' || t === 'downloadable');
}

/**
 * The payment methods the checkout lists for the chosen delivery: the API's, in its order, and cash on
 * delivery only when that delivery is handed over by someone who takes the money and the cart is not
 * virtual. The API lists cash on delivery for the delivery the cart chose last; the shopper may pick
 * another one on this page, so the choice here follows the page.
 */
export function paymentChoices(methods: readonly PaymentMethod[], delivery: ShippingMethod | undefined, virtualCart: boolean): PaymentMethod[] {
  const own = methods.filter((m) => m.code !== PaymentMethodCodes.cashOnDelivery);
  if (virtualCart || !delivery?.cash_on_delivery) return own;
  return [...own, methods.find((m) => m.code === PaymentMethodCodes.cashOnDelivery) ?? CASH_ON_DELIVERY_METHOD];
}

/** The method a checkout starts with: the one marked default, else the first (spec 4.10). */
export function defaultPaymentCode(methods: readonly PaymentMethod[]): string {
  return (methods.find((m) => m.default) ?? methods[0])?.code ?? '';
}
