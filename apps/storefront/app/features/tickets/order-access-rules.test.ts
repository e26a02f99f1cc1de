import { describe, expect, it } from 'vitest';
import { validateOrderAccess } from './order-access-rules.ts';

describe('validateOrderAccess', () => {
  it('accepts an order number of letters, digits and dashes with an e-mail address', () => {
    expect(validateOrderAccess({ orderNumber: ' 95b8b296fj ', email: 'anna@example.se' })).toEqual({});
  });

  it('names a missing or malformed number and e-mail', () => {
    expect(validateOrderAccess({ orderNumber: '', email: '' })).toEqual({ orderNumber: 'tickets.access.orderNumberRequired', email: 'tickets.access.emailRequired' });
    expect(validateOrderAccess({ orderNumber: 'AB/12', email: 'anna@' })).toEqual({ orderNumber: 'tickets.access.orderNumberInvalid', email: 'tickets.access.emailInvalid' });
    expect(validateOrderAccess({ orderNumber: 'A'.repeat(21), email: 'anna@example.se' }).orderNumber).toBe('tickets.access.orderNumberInvalid');
  });
});
