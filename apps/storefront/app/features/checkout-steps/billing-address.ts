import type { Address } from '@encore/contracts';
import { normalizePhone } from '@encore/domain/phone';
import type { CheckoutDetails } from './checkout-rules.ts';

/**
 * The billing address the order records, from checkout details that passed the field rules: street and
 * house number as the address's two street lines, the phone in international form or left out when it
 * cannot be one (spec section 5), empty optional fields left out.
 */
export function billingAddressOf(d: CheckoutDetails): Address & { firstname: string; lastname: string; email: string } {
  const optional = <K extends string>(key: K, value: string | null | undefined) => (value?.trim() ? ({ [key]: value.trim() } as Record<K, string>) : {});
  const telephone = normalizePhone(d.phone, d.dialCode.trim().toUpperCase() || d.country.trim().toUpperCase());
  return {
    firstname: (d.billingFirstname.trim() && d.billingLastname.trim() ? d.billingFirstname : d.firstname).trim(),
    lastname: (d.billingFirstname.trim() && d.billingLastname.trim() ? d.billingLastname : d.lastname).trim(),
    email: d.email.trim(),
    country_id: d.country.trim().toUpperCase(),
    street: [d.street.trim(), d.apartment.trim()].filter(Boolean),
    city: d.city.trim(),
    postcode: d.postcode.trim(),
    ...optional('region', d.region),
    ...optional('company', d.company),
    ...optional('vat_id', d.taxId),
    ...optional('telephone', telephone),
  };
}
