import type { PaymentMethod } from '@encore/contracts';

/** The code the cash-on-delivery method goes by in payment configuration. */
export const CASH_ON_DELIVERY = 'cashondelivery';

/** Spec section 4: a cart is virtual when every item is downloadable or virtual (nothing to hand over at a door). */
export function isVirtualCart(productTypes: readonly string[]): boolean {
  return productTypes.length > 0 && productTypes.every((t) => t === 'virtual' || t === 'downloadable');
}

/** Cash on delivery is offered only when the shop lists it as a method of its own (not a server method) and the cart is not virtual. */
export function cashOnDeliveryOffered(methods: readonly PaymentMethod[], productTypes: readonly string[]): boolean {
  return !isVirtualCart(productTypes) && methods.some((m) => m.code === CASH_ON_DELIVERY && !m.is_server_method);
}
