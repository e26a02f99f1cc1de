/** Field errors of the order forms, as message ids of the catalogue. */
export type OrderAccessErrors = Partial<Record<'orderNumber' | 'email', string>>;

const ORDER_NUMBER = /^[0-9A-Za-z-]{1,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An order number is letters, digits and dashes (at most 20); the e-mail must look like one. */
export function validateOrderAccess(values: { orderNumber: string; email: string }): OrderAccessErrors {
  const errors: OrderAccessErrors = {};
  const number = values.orderNumber.trim();
  if (!number) errors.orderNumber = 'tickets.access.orderNumberRequired';
  else if (!ORDER_NUMBER.test(number)) errors.orderNumber = 'tickets.access.orderNumberInvalid';
  const email = values.email.trim();
  if (!email) errors.email = 'tickets.access.emailRequired';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'tickets.access.emailInvalid';
  return errors;
}
