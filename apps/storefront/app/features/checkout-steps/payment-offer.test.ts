import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '@encore/contracts';
import { defaultPaymentCode, isVirtualCart, paymentChoices } from './payment-offer.ts';

const swish = {
  code: 'test_redirect',
  title: 'Swish (test approval)',
  is_server_method: true,
  default: false,
};
const card = {
  code: 'card',
  title: 'Pay by Card (test cards)',
  is_server_method: true,
  default: true,
};
const cod = {
  code: 'cashondelivery',
  title: 'Cash on delivery',
  cost_incl_tax: 0,
  is_server_method: true,
  offline: true,
};
const delivery = (cashOnDelivery: boolean): ShippingMethod => ({
  carrier_code: 'postal',
  method_code: 'tracked',
  carrier_title: 'Postal',
  method_title: 'Tracked',
  amount: 4900,
  base_amount: 4900,
  price_excl_tax: 4623,
  price_incl_tax: 4900,
  available: true,
  default: false,
  offline: false,
  cash_on_delivery: cashOnDelivery,
});

describe('payment choices', () => {
  it('a cart of only virtual or downloadable items is virtual', () => {
    expect(isVirtualCart(['virtual', 'downloadable'])).toBe(true);
    expect(isVirtualCart(['virtual', 'simple'])).toBe(false);
    expect(isVirtualCart([])).toBe(false);
  });

  it('lists the API’s methods in its order and adds cash on delivery for a delivery that takes it', () => {
    expect(paymentChoices([swish, card], delivery(true), false).map((m) => m.code)).toEqual(['test_redirect', 'card', 'cashondelivery']);
    // The API's own entry (its title) is used when it listed one.
    expect(paymentChoices([swish, card, cod], delivery(true), false).at(-1)).toBe(cod);
  });

  it('never offers cash on delivery for a virtual cart or a delivery nobody hands over', () => {
    expect(paymentChoices([swish, card, cod], delivery(true), true).map((m) => m.code)).toEqual(['test_redirect', 'card']);
    expect(paymentChoices([swish, card, cod], delivery(false), false).map((m) => m.code)).toEqual(['test_redirect', 'card']);
    expect(paymentChoices([swish, card, cod], undefined, false).map((m) => m.code)).toEqual(['test_redirect', 'card']);
  });

  it('starts with the method marked default, else the first', () => {
    expect(defaultPaymentCode([swish, card])).toBe('card');
    expect(defaultPaymentCode([{ ...swish }, { ...card, default: false }])).toBe('test_redirect');
    expect(defaultPaymentCode([])).toBe('');
  });
});
