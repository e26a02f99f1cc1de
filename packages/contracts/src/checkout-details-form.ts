import { z } from 'zod';

/**
 * The checkout's detail steps as posted fields (personal details with the optional account, billing
 * address, delivery and terms). Only bounded here: whether a value is acceptable is the checkout's
 * field rule, which answers in the shop's own words and language. Absent fields read as empty.
 */
const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`).default('');
const flag = z.enum(['', '1', 'on'], 'Must be 1').default('');

export const checkoutDetailsFields = {
  emailConfirm: text(200),
  createAccount: flag,
  password: text(200),
  passwordConfirm: text(200),
  billingFirstname: text(100),
  billingLastname: text(100),
  company: text(200),
  taxId: text(50),
  street: text(200),
  apartment: text(50),
  city: text(100),
  postcode: text(20),
  region: text(100),
  country: text(2),
  dialCode: text(2),
  phone: text(30),
  /** 'carrier_code/method_code' of the chosen delivery. */
  shippingMethod: text(130),
  terms: flag,
};
