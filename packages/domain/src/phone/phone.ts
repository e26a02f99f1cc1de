import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** The spec's acceptance rule for a stored phone number: an optional plus, a first digit 1-9, at most 15 digits. */
const ACCEPTED_PHONE = /^\+?[1-9]\d{0,14}$/;

interface DialCode {
  /** ISO 3166-1 alpha-2 country code, e.g. 'SE'. */
  country: string;
  /** The country's calling code without the plus, e.g. '46'. */
  code: string;
}

/** Every country libphonenumber knows with its calling code, in country-code order (the form labels and sorts them). */
export function dialCodes(): DialCode[] {
  return getCountries().map((country) => ({ country, code: getCountryCallingCode(country) }));
}

function isDialCountry(country: string): boolean {
  return (getCountries() as string[]).includes(country);
}

/**
 * A phone number as typed (national or international, with spaces, dashes or brackets) in the
 * international form `+<calling code><number>`, read with the chosen dialling country when it carries
 * no calling code of its own. Answers null when the result does not pass the spec's rule, so the
 * number is dropped rather than stored half-right.
 */
export function normalizePhone(typed: string, dialCountry: string): string | null {
  const compact = typed.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const country = isDialCountry(dialCountry) ? (dialCountry as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(international, country);
  const e164 = parsed?.isPossible() ? parsed.number : fallbackInternational(international, country);
  return e164 && ACCEPTED_PHONE.test(e164) ? e164 : null;
}

/** Numbers libphonenumber cannot read (too short for any plan, say): the calling code before the national digits. */
function fallbackInternational(number: string, country: CountryCode | undefined): string | null {
  if (number.startsWith('+')) return number;
  if (!country) return null;
  return `+${getCountryCallingCode(country)}${number.replace(/^0+/, '')}`;
}
