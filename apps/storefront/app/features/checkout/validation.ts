/**
 * The card fields' rules (number, expiry, CVC), run in the browser before the card goes to the payment
 * provider. The answers are message ids of the active catalogue. The detail fields' rules live in
 * checkout-steps/checkout-rules.ts.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardInput;

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** 'MM/ÅÅ' (also 'MMÅÅ', 'MM / ÅÅ', 'MM/ÅÅÅÅ') → month and four-digit year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = value.trim().match(/^(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})$/);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function validateCard(c: CardInput, now: Date = new Date()): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {};
  const digits = c.number.replace(/[\s-]/g, '');
  if (!digits) errors.number = 'validation.required';
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'validation.cardNumber';
  const exp = parseExpiry(c.expiry);
  if (!c.expiry.trim()) errors.expiry = 'validation.required';
  else if (!exp) errors.expiry = 'validation.cardExpiry';
  else if (exp.year < now.getUTCFullYear() || (exp.year === now.getUTCFullYear() && exp.month < now.getUTCMonth() + 1)) errors.expiry = 'validation.cardExpired';
  if (!c.cvc.trim()) errors.cvc = 'validation.required';
  else if (!/^\d{3,4}$/.test(c.cvc.trim())) errors.cvc = 'validation.cvc';
  return errors;
}

/** Client order id: a timestamp plus a random part, so two browsers never send the same id. */
export function newOrderId(now = Date.now(), random: () => number = Math.random): string {
  return `${now}-${Math.floor(random() * 36 ** 6).toString(36).padStart(6, '0')}`;
}
