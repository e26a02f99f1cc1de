import type { OrderBody, StoreView } from '@encore/contracts';
import { defaultShippingMethod } from '@encore/domain';
import { placeOrder, shippingMethods } from '#app/lib/api.server.ts';
import { newOrderId, type PersonalDetails } from './validation.ts';

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
