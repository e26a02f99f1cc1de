import type { CustomerProfile } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { customerDefaults } from './checkout-steps.server.ts';

const profile = (addresses: CustomerProfile['addresses'], default_billing?: string): CustomerProfile => ({
  id: 7,
  group_id: 1,
  email: 'astrid@example.se',
  firstname: 'Astrid',
  lastname: 'Lindqvist',
  store_id: 1,
  created_at: '2026-01-01',
  updated_at: '2026-01-01',
  addresses,
  ...(default_billing ? { default_billing } : {}),
});
const address = (id: number, city: string, extra: Partial<CustomerProfile['addresses'][number]> = {}) => ({
  id,
  customer_id: 7,
  firstname: 'Astrid',
  lastname: 'Lindqvist',
  country_id: 'SE',
  street: ['Storgatan', '1'],
  city,
  postcode: '111 11',
  ...extra,
});

describe('customerDefaults', () => {
  it('names and e-mail (confirmed) without an address', () => {
    expect(customerDefaults(profile([]))).toEqual({ firstname: 'Astrid', lastname: 'Lindqvist', email: 'astrid@example.se', emailConfirm: 'astrid@example.se' });
  });

  it('the default billing address, not the first one', () => {
    const d = customerDefaults(profile([address(1, 'Lund'), address(2, 'Malmö', { default_billing: true, telephone: '+46701112233', company: 'AB', vat_id: 'SE1' })]));
    expect(d).toMatchObject({ street: 'Storgatan', apartment: '1', city: 'Malmö', postcode: '111 11', country: 'SE', dialCode: 'SE', phone: '+46701112233', company: 'AB', taxId: 'SE1' });
  });

  it('the profile naming its default billing address by id, else the first address', () => {
    expect(customerDefaults(profile([address(1, 'Lund'), address(2, 'Malmö')], '2')).city).toBe('Malmö');
    expect(customerDefaults(profile([address(1, 'Lund'), address(2, 'Malmö')])).city).toBe('Lund');
  });
});
