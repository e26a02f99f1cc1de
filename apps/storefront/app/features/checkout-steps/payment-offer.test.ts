import { describe, expect, it } from 'vitest';
import { cashOnDeliveryOffered, isVirtualCart } from './payment-offer.ts';

const cod = { code: 'cashondelivery', title: 'Cash On Delivery', cost_incl_tax: 0 };
const card = { code: 'card', title: 'Card', is_server_method: true, default: true };

describe('cash on delivery', () => {
  it('a cart of only virtual or downloadable items is virtual', () => {
    expect(isVirtualCart(['virtual', 'downloadable'])).toBe(true);
    expect(isVirtualCart(['virtual', 'simple'])).toBe(false);
    expect(isVirtualCart([])).toBe(false);
  });

  it('is offered for a cart with something to deliver, when the shop lists it as its own method', () => {
    expect(cashOnDeliveryOffered([card, cod], ['simple', 'virtual'])).toBe(true);
  });

  it('is never offered for a virtual cart, as a server method, or when not listed', () => {
    expect(cashOnDeliveryOffered([card, cod], ['virtual'])).toBe(false);
    expect(cashOnDeliveryOffered([card, { ...cod, is_server_method: true }], ['simple'])).toBe(false);
    expect(cashOnDeliveryOffered([card], ['simple'])).toBe(false);
  });
});
