import { CASH_ON_DELIVERY_METHOD, PaymentMethodCodes, type PaymentMethod } from '@encore/contracts';
import type { ProviderMethod } from './payment-provider.ts';

/** What paying with a method takes: a token from the browser, the shopper's approval at the provider, or nothing now. */
export type PaymentKind = ProviderMethod['kind'] | 'on_delivery';

/**
 * The methods a cart can pay with: the provider's, in its order, and cash on delivery when the
 * chosen delivery is handed over by someone who can take the money (postal delivery). Electronic
 * and app tickets never offer it: nobody is at the door to pay.
 */
export function offeredPaymentMethods(provider: readonly ProviderMethod[], physicalDelivery: boolean): PaymentMethod[] {
  const methods: PaymentMethod[] = provider.map((m) => ({ code: m.code, title: m.title, cost_incl_tax: 0, is_server_method: true, default: m.default === true, offline: false }));
  return physicalDelivery ? [...methods, { ...CASH_ON_DELIVERY_METHOD }] : methods;
}

/** How a method the cart is offered is paid, or undefined for a method it is not offered. */
export function paymentKindOf(provider: readonly ProviderMethod[], code: string, physicalDelivery: boolean): PaymentKind | undefined {
  if (code === PaymentMethodCodes.cashOnDelivery) return physicalDelivery ? 'on_delivery' : undefined;
  return provider.find((m) => m.code === code)?.kind;
}
