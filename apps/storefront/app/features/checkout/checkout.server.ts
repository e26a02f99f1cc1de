import { PaymentErrorCodes, orderValidationText, type CheckoutForm, type OrderBody, type StoreView } from '@encore/contracts';
import { defaultShippingMethod } from '@encore/domain';
import { getCartId } from '#app/features/cart/cart.server.ts';
import { registerCall } from '#app/features/account/account-calls.server.ts';
import { customerToken } from '#app/features/account/session.server.ts';
import { billingAddressOf } from '#app/features/checkout-steps/billing-address.ts';
import { paymentStyle } from '#app/features/payment/payment-style.ts';
import { detailsFrom, validateCheckoutDetails, withoutSecrets, type CheckoutDetails } from '#app/features/checkout-steps/checkout-rules.ts';
import { parseShippingKey } from '#app/features/checkout-steps/order-summary.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { placeOrder, shippingMethods } from '#app/lib/api.server.ts';
import { localizePath } from '#app/lib/store-view.ts';
import type { CheckoutActionData } from './checkout-form.tsx';
import { newOrderId } from './validation.ts';

/** The shop's support address, named in the message for an order the API refuses as invalid (SUPPORT_EMAIL). */
const supportEmail = () => process.env.SUPPORT_EMAIL?.trim() || 'support@encore.example';
/** Used when the API names no shipping method the cart can use (or cannot be reached). */
const FALLBACK_SHIPPING = { carrier: 'eticket', method: 'eticket' };

export type PlaceOrderOutcome = { ok: true; orderNumber: string } | { ok: true; actionUrl: string } | { ok: false; status: number; errorCode: string; message: string };

/** How the order is paid: the method, its card token (card only), the attempt's order id and where the provider sends the shopper back. */
export interface OrderPayment {
  method: string;
  token: string;
  orderId: string;
  returnUrl: string;
}

/** The delivery the buyer chose; without a choice (no scripts and no methods listed) the cart's default one. */
async function chosenShipping(storeView: StoreView, cartId: string, details: CheckoutDetails) {
  const chosen = parseShippingKey(details.shippingMethod);
  if (chosen) return chosen;
  const methods = await shippingMethods(cartId, storeView.tax.defaultCountry).catch(() => null);
  const fallback = methods?.ok && Array.isArray(methods.result) ? defaultShippingMethod(methods.result) : undefined;
  return fallback ? { carrier: fallback.carrier_code, method: fallback.method_code } : FALLBACK_SHIPPING;
}

export async function submitOrder(storeView: StoreView, cartId: string, details: CheckoutDetails, payment: OrderPayment): Promise<PlaceOrderOutcome> {
  const shipping = await chosenShipping(storeView, cartId, details);
  const body: OrderBody = {
    cart_id: cartId,
    order_id: payment.orderId,
    store_code: storeView.storeCode,
    addressInformation: {
      billingAddress: billingAddressOf(details),
      payment_method_code: payment.method,
      payment_method_additional: { ...(payment.token ? { token: payment.token } : {}), return_url: payment.returnUrl },
      shipping_method_code: shipping.method,
      shipping_carrier_code: shipping.carrier,
    },
  };
  const r = await placeOrder(body);
  if (r.ok) return 'status' in r.result ? { ok: true, actionUrl: r.result.action_url } : { ok: true, orderNumber: String(r.result.orderNumber) };
  return { ok: false, status: r.status, errorCode: r.error.errorCode, message: r.error.message };
}

/**
 * A guest who asked for an account gets one once the order is placed. The order stands either way, so a
 * refusal (the address already has an account, say) is only logged.
 */
async function createRequestedAccount(storeView: StoreView, details: CheckoutDetails): Promise<void> {
  const made = await registerCall(storeView, details).catch((error: Error) => ({ ok: false as const, error }));
  if (!made.ok) console.warn('[checkout] account not created with the order:', 'error' in made ? made.error.message : '');
}

/** The action's answer: the form's data and the order id the next submit of this attempt sends. */
export type CheckoutAnswer = CheckoutActionData & { orderId?: string };

export type CheckoutOutcome = { kind: 'refused'; status: number; data: CheckoutAnswer } | { kind: 'no-cart' } | { kind: 'placed'; orderNumber: string } | { kind: 'action'; url: string };

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
  if (needsToken(form.paymentMethod) && !form.paymentToken) return { kind: 'refused', status: 400, data: { fieldErrors, values, formError: intl.formatMessage({ id: 'checkout.noscript' }) } };
  const cartId = await getCartId(request, storeView);
  if (!cartId) return { kind: 'no-cart' };
  // One id per checkout attempt (made by the page), so a resubmit of the attempt never pays twice.
  const orderId = form.orderId || newOrderId();
  const returnUrl = localizePath(`/checkout/payment-return?order_id=${encodeURIComponent(orderId)}`, storeView.urlPrefix);
  const outcome = await submitOrder(storeView, cartId, details, { method: form.paymentMethod, token: form.paymentToken, orderId, returnUrl });
  if (!outcome.ok) {
    // An attempt still in progress is asked about again under its id; a refused one is over, the next try is a new attempt.
    const next = outcome.errorCode === PaymentErrorCodes.pending ? orderId : newOrderId();
    // The page checked every field, so a 400 here is the shop's fault: the spec's text with the support address, the API's reason in the log.
    if (outcome.status === 400) console.warn('[checkout] the API refused an order as invalid:', outcome.message);
    const formError = outcome.status === 400 ? orderValidationText(supportEmail()) : outcome.message;
    return { kind: 'refused', status: outcome.status, data: { fieldErrors: {}, values, formError, orderId: next } };
  }
  // The account is made once the order stands or waits only for the shopper's approval at the provider.
  if (!signedIn && (details.createAccount === '1' || details.createAccount === 'on')) await createRequestedAccount(storeView, details);
  if ('actionUrl' in outcome) return { kind: 'action', url: outcome.actionUrl };
  return { kind: 'placed', orderNumber: outcome.orderNumber };
}

/** Card methods pay with a token the browser made; without scripts there is none, so the page says scripts are needed. */
function needsToken(method: string): boolean {
  const style = paymentStyle(method);
  return style === 'card' || style === 'stripe_card';
}
