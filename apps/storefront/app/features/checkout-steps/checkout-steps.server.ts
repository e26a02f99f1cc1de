import { STRIPE_ELEMENT_METHOD_CODES, type CustomerProfile, type PaymentMethod, type ShippingMethod, type StoreView, type Totals } from '@encore/contracts';
import { defaultShippingMethod } from '@encore/domain';
import { dialCodes } from '@encore/domain/phone';
import { customerToken } from '#app/features/account/session.server.ts';
import { profileCall } from '#app/features/account/account-calls.server.ts';
import { apiCall, cartTotals, pullCart, shippingMethods } from '#app/lib/api.server.ts';
import type { CheckoutDetails } from './checkout-rules.ts';
import { shippingKey, type SummaryTotals } from './order-summary.ts';
import { isVirtualCart } from './payment-offer.ts';

export interface CountryChoice {
  code: string;
  name: string;
  dial: string;
}

/** What the checkout steps need beside the cart: deliveries, totals, countries and what to fill in. */
export interface CheckoutStepsData {
  shippingMethods: ShippingMethod[];
  defaultShipping: string;
  totals: SummaryTotals | null;
  /** The API's payment methods for the cart (cash on delivery follows the delivery chosen on the page). */
  paymentMethods: PaymentMethod[];
  virtualCart: boolean;
  /** Stripe's publishable key when the API offers Stripe's card methods (the browser loads Stripe.js with it). */
  stripeKey: string | null;
  countries: CountryChoice[];
  defaults: Partial<CheckoutDetails>;
  signedIn: boolean;
}

/** Countries named in the store's language, alphabetically, with their dialling codes. */
function countryChoices(locale: string): CountryChoice[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return dialCodes()
    .map(({ country, code }) => ({ code: country, name: names.of(country) ?? country, dial: code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** A signed-in customer's names and e-mail, and the default billing address (else the first), as checkout details. */
export function customerDefaults(profile: CustomerProfile): Partial<CheckoutDetails> {
  const address = profile.addresses.find((a) => a.default_billing || String(a.id) === profile.default_billing) ?? profile.addresses[0];
  const person = { firstname: profile.firstname, lastname: profile.lastname, email: profile.email, emailConfirm: profile.email };
  if (!address) return person;
  const [street = '', apartment = ''] = address.street ?? [];
  return {
    ...person,
    street,
    apartment,
    city: address.city ?? '',
    postcode: address.postcode ?? '',
    region: address.region ?? '',
    country: address.country_id,
    dialCode: address.country_id,
    phone: address.telephone ?? '',
    company: address.company ?? '',
    taxId: address.vat_id ?? '',
  };
}

const asTotals = (t: Totals): SummaryTotals => ({
  grand_total: t.grand_total,
  subtotal_incl_tax: t.subtotal_incl_tax,
  discount_amount: t.discount_amount,
  shipping_amount: t.shipping_amount,
  shipping_incl_tax: t.shipping_incl_tax,
  tax_amount: t.tax_amount,
});

export async function loadCheckoutSteps(storeView: StoreView, cartId: string | null): Promise<CheckoutStepsData> {
  const country = storeView.tax.defaultCountry;
  const token = customerToken();
  const none = { ok: false as const };
  const [methods, totals, payments, items, profile] = await Promise.all([
    cartId ? shippingMethods(cartId, country).catch(() => none) : none,
    cartId ? cartTotals(cartId).catch(() => none) : none,
    cartId ? apiCall<PaymentMethod[]>('/api/cart/payment-methods', { query: { cartId } }).catch(() => none) : none,
    cartId ? pullCart(cartId).catch(() => none) : none,
    token ? profileCall(token).catch(() => none) : none,
  ]);
  const offered = methods.ok && Array.isArray(methods.result) ? methods.result.filter((m) => !m.offline && m.available !== false) : [];
  const chosen = defaultShippingMethod(offered);
  return {
    shippingMethods: offered,
    defaultShipping: chosen ? shippingKey(chosen) : '',
    totals: totals.ok ? asTotals(totals.result) : null,
    paymentMethods: payments.ok && Array.isArray(payments.result) ? payments.result : [],
    virtualCart: items.ok ? isVirtualCart(items.result.map((i) => i.product_type)) : false,
    stripeKey: payments.ok && Array.isArray(payments.result) && payments.result.some((m) => STRIPE_ELEMENT_METHOD_CODES.includes(m.code)) ? process.env.STRIPE_PUBLISHABLE_KEY?.trim() || null : null,
    countries: countryChoices(storeView.i18n.defaultLocale),
    defaults: { country, dialCode: country, ...(profile.ok ? customerDefaults(profile.result) : {}) },
    signedIn: Boolean(token),
  };
}
