import { PaymentMethodCodes, STRIPE_ELEMENT_METHOD_CODES } from '@encore/contracts';

/**
 * What choosing a method means for the page: the test provider's card fields, Stripe's card fields
 * (its wallets included), an approval at the provider, or paying the postman.
 */
export function paymentStyle(code: string): 'card' | 'stripe_card' | 'on_delivery' | 'redirect' {
  if (code === PaymentMethodCodes.card) return 'card';
  if (STRIPE_ELEMENT_METHOD_CODES.includes(code)) return 'stripe_card';
  return code === PaymentMethodCodes.cashOnDelivery ? 'on_delivery' : 'redirect';
}
