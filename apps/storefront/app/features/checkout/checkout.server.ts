import type { CheckoutForm, OrderBody, StoreView } from '@encore/contracts';
import { defaultShippingMethod } from '@encore/domain';
import { getCartId } from '#app/features/cart/cart.server.ts';
import { registerCall } from '#app/features/account/account-calls.server.ts';
import { customerToken } from '#app/features/account/session.server.ts';
import { billingAddressOf } from '#app/features/checkout-steps/billing-address.ts';
import { detailsFrom, validateCheckoutDetails, withoutSecrets, type CheckoutDetails } from '#app/features/checkout-steps/checkout-rules.ts';
import { parseShippingKey } from '#app/features/checkout-steps/order-summary.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { placeOrder, shippingMethods } from '#app/lib/api.server.ts';
import type { CheckoutActionData } from './checkout-form.tsx';
import { newOrderId } from './validation.ts';

export const CARD_PAYMENT_METHOD = 'card';
/** Used when the API names no shipping method the cart can use (or cannot be reached). */
const FALLBACK_SHIPPING = { carrier: 'eticket', method: 'eticket' };

export type PlaceOrderOutcome = { ok: true; orderNumber: string } | { ok: false; status: number; message: string };

/** The delivery the buyer chose; without a choice (no scripts and no methods listed) the cart's default one. */
async function chosenShipping(storeView: StoreView, cartId: string, details: CheckoutDetails) {
  const chosen = parseShippingKey(details.shippingMethod);
  if (chosen) return chosen;
  const methods = await shippingMethods(cartId, storeView.tax.defaultCountry).catch(() => null);
  const fallback = methods?.ok && Array.isArray(methods.result) ? defaultShippingMethod(methods.result) : undefined;
  return fallback ? { carrier: fallback.carrier_code, method: fallback.method_code } : FALLBACK_SHIPPING;
}

export async function submitOrder(storeView: StoreView, cartId: string, details: CheckoutDetails, paymentToken: string): Promise<PlaceOrderOutcome> {
  const shipping = await chosenShipping(storeView, cartId, details);
  const body: OrderBody = {
    cart_id: cartId,
    order_id: newOrderId(),
    store_code: storeView.storeCode,
    addressInformation: {
      billingAddress: billingAddressOf(details),
      payment_method_code: CARD_PAYMENT_METHOD,
      payment_method_additional: { token: paymentToken },
      shipping_method_code: shipping.method,
      shipping_carrier_code: shipping.carrier,
    },
  };
  const r = await placeOrder(body);
  if (r.ok) return { ok: true, orderNumber: String(r.result.orderNumber) };
  return { ok: false, status: r.status, message: r.error.message };
}

/**
 * A guest who asked for an account gets one once the order is placed. The order stands either way, so a
 * refusal (the address already has an account, say) is only logged.
 */
async function createRequestedAccount(storeView: StoreView, details: CheckoutDetails): Promise<void> {
  const made = await registerCall(storeView, details).catch((error: Error) => ({ ok: false as const, error }));
  if (!made.ok) console.warn('[checkout] account not created with the order:', 'error' in made ? made.error.message : '');
}

export type CheckoutOutcome = { kind: 'refused'; status: number; data: CheckoutActionData } | { kind: 'no-cart' } | { kind: 'placed'; orderNumber: string };

/**
 * A checkout submission: the buyer's details must pass the checkout steps' field rules (the same the
 * browser ran) and the card must have been tokenised in the browser (without JavaScript there is no
 * token); then the visitor's cart becomes an order with the billing address and chosen delivery.
 */
export async function checkout(request: Request, storeView: StoreView, form: CheckoutForm): Promise<CheckoutOutcome> {
  const details = detailsFrom((field) => form[field]);
  const values = withoutSecrets(details);
  const signedIn = Boolean(customerToken());
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const fieldErrors = validateCheckoutDetails(details, { signedIn });
  if (Object.keys(fieldErrors).length) return { kind: 'refused', status: 400, data: { fieldErrors, values, formError: intl.formatMessage({ id: 'checkout.fixErrors' }) } };
  if (!form.paymentToken) return { kind: 'refused', status: 400, data: { fieldErrors, values, formError: intl.formatMessage({ id: 'checkout.noscript' }) } };
  const cartId = await getCartId(request, storeView);
  if (!cartId) return { kind: 'no-cart' };
  const outcome = await submitOrder(storeView, cartId, details, form.paymentToken);
  if (!outcome.ok) return { kind: 'refused', status: outcome.status, data: { fieldErrors: {}, values, formError: outcome.message } };
  if (!signedIn && (details.createAccount === '1' || details.createAccount === 'on')) await createRequestedAccount(storeView, details);
  return { kind: 'placed', orderNumber: outcome.orderNumber };
}
