import { addressSchema } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { billingAddressOf } from './billing-address.ts';
import { detailsFrom, type CheckoutDetails } from './checkout-rules.ts';

const details = (change: Partial<CheckoutDetails>): CheckoutDetails => ({ ...detailsFrom(() => ''), ...change });

describe('billingAddressOf', () => {
  it('the whole address, phone in international form', () => {
    const address = billingAddressOf(
      details({ firstname: ' Anna ', lastname: 'Svensson', email: 'anna@example.se', company: 'Lind AB', taxId: 'SE556677889901', street: 'Storgatan', apartment: '12 B', city: 'Göteborg', postcode: '411 01', region: 'Västra Götaland', country: 'se', dialCode: 'SE', phone: '070-123 45 67' }),
    );
    expect(address).toEqual({
      firstname: 'Anna',
      lastname: 'Svensson',
      email: 'anna@example.se',
      company: 'Lind AB',
      vat_id: 'SE556677889901',
      street: ['Storgatan', '12 B'],
      city: 'Göteborg',
      postcode: '411 01',
      region: 'Västra Götaland',
      country_id: 'SE',
      telephone: '+46701234567',
    });
    expect(addressSchema.safeParse(address).success).toBe(true);
  });

  it('leaves out empty optional fields and a phone that cannot be international', () => {
    expect(billingAddressOf(details({ firstname: 'Anna', lastname: 'Lind', email: 'a@b.se', street: 'Väg 1', city: 'Bonn', postcode: '53111', country: 'DE', dialCode: 'DE', phone: '+0 12' }))).toEqual({
      firstname: 'Anna',
      lastname: 'Lind',
      email: 'a@b.se',
      street: ['Väg 1'],
      city: 'Bonn',
      postcode: '53111',
      country_id: 'DE',
    });
  });

  it('reads a national number with the chosen dialling code, not the country', () => {
    expect(billingAddressOf(details({ country: 'SE', dialCode: 'IT', phone: '06 1234 5678' })).telephone).toBe('+390612345678');
  });

  it('names the invoice’s own names when both are given, else the buyer’s', () => {
    const buyer = { firstname: 'Anna', lastname: 'Lind', email: 'a@b.se', street: 'Väg 1', city: 'Lund', postcode: '22100', country: 'SE' };
    expect(billingAddressOf(details({ ...buyer, billingFirstname: ' Björn ', billingLastname: 'Ek' }))).toMatchObject({ firstname: 'Björn', lastname: 'Ek', email: 'a@b.se' });
    expect(billingAddressOf(details({ ...buyer, billingFirstname: 'Björn' }))).toMatchObject({ firstname: 'Anna', lastname: 'Lind' });
  });
});
