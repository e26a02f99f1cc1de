/**
 * Guests are counted per coupon by their e-mail address. One mailbox has many spellings, so the
 * address is reduced to the mailbox it delivers to before it is counted: lower case, a `+tag` after
 * the local part dropped (most providers deliver `anna+x@` to `anna@`), and for Gmail, which also
 * ignores dots and answers to both of its domains, the dots dropped and the domain made gmail.com.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function couponCustomerEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    const undotted = local.replaceAll('.', '');
    if (undotted) local = undotted;
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
