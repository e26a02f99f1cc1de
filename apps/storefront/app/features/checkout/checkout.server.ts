import type { CheckoutForm, OrderBody, StoreView } from '@encore/contracts';
import { defaultShippingMethod } from '@encore/domain';
import { getCartId } from '#app/features/cart/cart.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { placeOrder, shippingMethods } from '#app/lib/api.server.ts';
import type { CheckoutActionData } from './checkout-form.tsx';
import { newOrderId, validatePersonal, type PersonalDetails } from './validation.ts';

export const CARD_PAYMENT_METHOD = 'card';
/** Used when the API names no shipping method the cart can use (or cannot be reached). */
const FALLBACK_SHIPPING = { carrier: 'eticket', method: 'eticket' };

export type PlaceOrderOutcome = { ok: true; orderNumber: string } | { ok: false; status: number; message: string };

export async function submitOrder(storeView: StoreView, cartId: string, person: PersonalDetails, paymentToken: string): Promise<PlaceOrderOutcome> {
  const methods = await shippingMethods(cartId, storeView.tax.defaultCountry).catch(() => null);
  const chosen = methods?.ok && Array.isArray(methods.result) ? defaultShippingMethod(methods.result) : undefined;
  const shipping = chosen ? { carrier: chosen.carrier_code, method: chosen.method_code } : FALLBACK_SHIPPING;
  const billingAddress = {
    firstname: person.firstname.trim(),
    lastname: person.lastname.trim(),
    email: person.email.trim(),
    country_id: storeView.tax.defaultCountry,
  };
  const body: OrderBody = {
    cart_id: cartId,
    order_id: newOrderId(),
    store_code: storeView.storeCode,
    addressInformation: {
      billingAddress,
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

export type CheckoutOutcome = { kind: 'refused'; status: number; data: CheckoutActionData } | { kind: 'no-cart' } | { kind: 'placed'; orderNumber: string };

/**
 * A checkout submission: the buyer's details must pass the field rules and the card must have been
 * tokenised in the browser (without JavaScript there is no token); then the visitor's cart becomes an order.
 */
export async function checkout(request: Request, storeView: StoreView, form: CheckoutForm): Promise<CheckoutOutcome> {
  const values: PersonalDetails = { firstname: form.firstname, lastname: form.lastname, email: form.email };
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const fieldErrors = validatePersonal(values);
  if (Object.keys(fieldErrors).length) return { kind: 'refused', status: 400, data: { fieldErrors, values, formError: intl.formatMessage({ id: 'checkout.fixErrors' }) } };
  if (!form.paymentToken) return { kind: 'refused', status: 400, data: { fieldErrors, values, formError: intl.formatMessage({ id: 'checkout.noscript' }) } };
  const cartId = await getCartId(request, storeView);
  if (!cartId) return { kind: 'no-cart' };
  const outcome = await submitOrder(storeView, cartId, values, form.paymentToken);
  if (!outcome.ok) return { kind: 'refused', status: outcome.status, data: { fieldErrors: {}, values, formError: outcome.message } };
  return { kind: 'placed', orderNumber: outcome.orderNumber };
}
