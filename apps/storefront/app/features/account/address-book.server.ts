import { addressFormSchema, type CustomerAddress, type CustomerAddressInput, type CustomerProfile } from '@encore/contracts';
import { redirect } from 'react-router';
import { apiCall } from '#app/lib/api.server.ts';
import { readForm } from '#app/lib/request-input.server.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';
import { notSignedIn, refuse, unreadable } from './account-answers.server.ts';
import { currentCustomer } from './account-pages.server.ts';
import type { AddressFormValues, AddressView } from './address-view.ts';
import { hasErrors, validateAddress } from './account-validation.ts';
import { refuseCrossSite } from './same-site.server.ts';

const addAddressCall = (token: string, customerId: number, address: CustomerAddressInput) =>
  apiCall<CustomerProfile>(`/api/user/customers/${customerId}/addresses`, { method: 'POST', body: address, token });
const changeAddressCall = (token: string, addressId: string, address: CustomerAddressInput) =>
  apiCall<CustomerProfile>(`/api/user/addresses/${addressId}`, { method: 'PUT', body: address, token });
const removeAddressCall = (token: string, addressId: string) => apiCall<CustomerProfile>(`/api/user/addresses/${addressId}`, { method: 'DELETE', token });

/** The address book's entries as the page shows them (street and apartment are the street lines). */
export function toAddressViews(profile: CustomerProfile): AddressView[] {
  return profile.addresses.map((a: CustomerAddress) => ({
    id: a.id,
    firstname: a.firstname ?? '',
    lastname: a.lastname ?? '',
    street: a.street?.[0] ?? '',
    apartment: a.street?.[1] ?? '',
    city: a.city ?? '',
    postcode: a.postcode ?? '',
    country: a.country_id,
    telephone: a.telephone ?? '',
    defaultShipping: a.default_shipping === true || profile.default_shipping === String(a.id),
    defaultBilling: a.default_billing === true || profile.default_billing === String(a.id),
  }));
}

function toAddressBody(f: AddressFormValues): CustomerAddressInput {
  const street = [f.street.trim(), f.apartment.trim()].filter(Boolean);
  return {
    firstname: f.firstname.trim(),
    lastname: f.lastname.trim(),
    street,
    city: f.city.trim(),
    postcode: f.postcode.trim(),
    country_id: f.country,
    ...(f.telephone.trim() ? { telephone: f.telephone.trim() } : {}),
    default_shipping: f.defaultShipping === 'on',
    default_billing: f.defaultBilling === 'on',
  };
}

const SAVED = '/my-account/shipping-details?saved=address';

/** Adds, changes or removes an entry of the signed-in customer's address book; the API keeps it to its owner. */
export async function addressBookAction(request: Request) {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, addressFormSchema);
  if (!form.ok) return unreadable(form);
  const customer = await currentCustomer(request, storeView);
  if (!customer) return notSignedIn();
  const js = form.value.js === '1';
  if (form.value.intent === 'remove') {
    const removed = await removeAddressCall(customer.token, form.value.addressId);
    if (!removed.ok) return refuse(js, removed.status, { formError: removed.error.message });
    throw redirect(localizePath(SAVED, storeView.urlPrefix), 303);
  }
  const { firstname, lastname, street, apartment, city, postcode, country, telephone, defaultShipping, defaultBilling, addressId } = form.value;
  const fields = { firstname, lastname, street, apartment, city, postcode, country, telephone, defaultShipping, defaultBilling };
  const values = { ...fields, defaultShipping: fields.defaultShipping ?? '', defaultBilling: fields.defaultBilling ?? '', addressId: addressId ?? '' };
  const fieldErrors = validateAddress(fields);
  if (hasErrors(fieldErrors)) return refuse(js, 400, { fieldErrors, values });
  const body = toAddressBody(fields);
  const saved = addressId ? await changeAddressCall(customer.token, addressId, body) : await addAddressCall(customer.token, customer.profile.id, body);
  if (!saved.ok) return refuse(js, saved.status, { formError: saved.error.message, values });
  throw redirect(localizePath(SAVED, storeView.urlPrefix), 303);
}
