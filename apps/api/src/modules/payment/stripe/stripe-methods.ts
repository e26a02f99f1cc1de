import type { StripeMethodType } from '@encore/contracts';
import type { ProviderMethod } from '../payment-provider.ts';

/** A checkout method and what Stripe calls it: the PaymentMethod type it pays with. */
export interface StripeMethod extends ProviderMethod {
  type: StripeMethodType;
  /** The PaymentMethod type the PaymentIntent takes: wallets pay with the card the wallet hands over. */
  paymentMethodType: 'card' | 'swish' | 'klarna' | 'paypal';
  /**
   * Whether the money can be held now and taken once the order is written. Swish moves the money at
   * once, so its payments are captured automatically and an order that cannot be written needs a refund.
   */
  manualCapture: boolean;
}

const METHODS: Record<StripeMethodType, Omit<StripeMethod, 'type'>> = {
  swish: { code: 'swish', title: 'Swish', kind: 'redirect', paymentMethodType: 'swish', manualCapture: false },
  card: { code: 'stripe', title: 'Pay by Card (Stripe)', kind: 'card', paymentMethodType: 'card', manualCapture: true },
  apple_pay: { code: 'apple_pay', title: 'Apple Pay', kind: 'card', paymentMethodType: 'card', manualCapture: true },
  google_pay: { code: 'google_pay', title: 'Google Pay', kind: 'card', paymentMethodType: 'card', manualCapture: true },
  klarna: { code: 'klarna', title: 'Klarna', kind: 'redirect', paymentMethodType: 'klarna', manualCapture: true },
  paypal: { code: 'paypal', title: 'PayPal', kind: 'redirect', paymentMethodType: 'paypal', manualCapture: true },
};

/** The checkout's methods for the types the account offers; `types` comes in display order from the config. None is the default. */
export function stripeMethods(types: readonly StripeMethodType[]): StripeMethod[] {
  return types.map((type) => ({ type, ...METHODS[type] }));
}

/** The code of the card method, which a PaymentIntent made without a method name pays with. */
export const STRIPE_CARD_CODE = METHODS.card.code;
