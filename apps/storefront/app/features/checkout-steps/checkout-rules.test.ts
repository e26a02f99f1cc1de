import { describe, expect, it } from 'vitest';
import { messagesFor } from '#app/i18n/messages.server.ts';
import { detailsFrom, stepOf, validateCheckoutDetails, type CheckoutDetails } from './checkout-rules.ts';

const good: CheckoutDetails = {
  firstname: 'Anna',
  lastname: 'Svensson',
  email: 'anna@example.se',
  emailConfirm: 'Anna@Example.se ',
  createAccount: '',
  password: '',
  passwordConfirm: '',
  billingFirstname: '',
  billingLastname: '',
  company: '',
  taxId: '',
  street: 'Storgatan',
  apartment: '12',
  city: 'Göteborg',
  postcode: '411 01',
  region: '',
  country: 'SE',
  dialCode: 'SE',
  phone: '070-123 45 67',
  shippingMethod: 'eticket/eticket',
  terms: '1',
};

/** The Swedish text a message id shows (the shop's default store). */
const sv = (id: string | undefined) => (id ? messagesFor('sv-SE')[id] : undefined);

describe('checkout details', () => {
  it('accepts complete details', () => {
    expect(validateCheckoutDetails(good)).toEqual({});
  });

  it('names on the invoice are optional; once given, both are needed and the first name needs 3 letters', () => {
    expect(validateCheckoutDetails({ ...good, billingFirstname: 'Bo', billingLastname: '' })).toEqual({ billingFirstname: 'validation.nameMin3', billingLastname: 'validation.required' });
    expect(sv(validateCheckoutDetails({ ...good, billingFirstname: 'Bo', billingLastname: 'Ek' }).billingFirstname)).toBe('Namnet måste ha minst 3 bokstäver');
    expect(validateCheckoutDetails({ ...good, billingFirstname: 'B0b', billingLastname: 'Ek' })).toEqual({ billingFirstname: 'validation.nameAlpha' });
    expect(validateCheckoutDetails({ ...good, billingFirstname: 'Björn', billingLastname: 'E' })).toEqual({ billingLastname: 'validation.nameMin' });
    expect(validateCheckoutDetails({ ...good, billingFirstname: 'Björn', billingLastname: 'Ek' })).toEqual({});
    expect(stepOf('billingFirstname')).toBe('billing');
  });

  it('requires every mandatory field, and the terms', () => {
    const empty = detailsFrom(() => '');
    expect(validateCheckoutDetails(empty)).toEqual({
      firstname: 'validation.required',
      lastname: 'validation.required',
      email: 'validation.required',
      emailConfirm: 'validation.required',
      street: 'validation.required',
      postcode: 'validation.required',
      city: 'validation.required',
      country: 'validation.required',
      terms: 'checkoutSteps.validation.terms',
    });
  });

  it.each([
    [{ firstname: 'A' }, 'firstname', 'validation.nameMin'],
    [{ lastname: 'R2D2' }, 'lastname', 'validation.nameAlpha'],
    [{ email: 'anna@example', emailConfirm: 'anna@example' }, 'email', 'validation.email'],
    [{ emailConfirm: 'anna@example.com' }, 'emailConfirm', 'validation.emailsIdentical'],
    [{ postcode: '41' }, 'postcode', 'validation.zipMin'],
    [{ city: 'G0teborg' }, 'city', 'validation.city'],
    [{ phone: '070-CALL-ME' }, 'phone', 'checkoutSteps.validation.numbers'],
    [{ terms: '' }, 'terms', 'checkoutSteps.validation.terms'],
  ])('%j → %s: %s', (change, field, id) => {
    expect(validateCheckoutDetails({ ...good, ...change })).toEqual({ [field]: id });
  });

  it('checks the password only when a guest creates an account', () => {
    const weak = { ...good, createAccount: '1', password: 'password', passwordConfirm: 'passw0rd' };
    expect(validateCheckoutDetails(weak)).toEqual({ password: 'validation.password', passwordConfirm: 'validation.passwordsIdentical' });
    expect(validateCheckoutDetails({ ...good, createAccount: '1' })).toEqual({ password: 'validation.required', passwordConfirm: 'validation.required' });
    expect(validateCheckoutDetails({ ...good, createAccount: '1', password: 'Secret123', passwordConfirm: 'Secret123' })).toEqual({});
    expect(validateCheckoutDetails(weak, { signedIn: true })).toEqual({});
    expect(validateCheckoutDetails({ ...good, password: 'x' })).toEqual({});
  });

  it('shows the texts of the spec in Swedish', () => {
    const errors = validateCheckoutDetails({ ...good, firstname: '', email: 'x', emailConfirm: 'y', postcode: '1', city: '1', phone: 'abc', terms: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([f, id]) => [f, sv(id)]))).toEqual({
      firstname: 'Fältet är obligatoriskt',
      email: 'Ange en giltig e-postadress',
      emailConfirm: 'E-postadresserna måste vara identiska',
      postcode: 'Postnumret måste ha minst 3 tecken',
      city: 'Ange ett giltigt ortnamn',
      phone: 'Fältet får bara innehålla siffror',
      terms: 'Du måste godkänna villkoren',
    });
  });

  it('knows the step of each field', () => {
    expect(stepOf('emailConfirm')).toBe('personal');
    expect(stepOf('phone')).toBe('billing');
    expect(stepOf('shippingMethod')).toBe('delivery');
    expect(stepOf('terms')).toBe('summary');
    expect(stepOf('number')).toBeUndefined();
  });
});
