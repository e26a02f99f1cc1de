import { describe, expect, it } from 'vitest';
import type { ConfigurableChild } from '@encore/contracts';
import { categoryChoices } from './category-choices.ts';

const child = (over: Partial<ConfigurableChild>): ConfigurableChild => ({
  id: 1, sku: 'EV-A', name: 'EV A', status: 1, ticket_category: 101, ticket_category_label: 'Parkett',
  price: 40_000, price_incl_tax: 42_400, special_price: 0, special_price_incl_tax: 0, special_from_date: null, special_to_date: null, tier_prices: [],
  stock: { qty: 5, is_in_stock: true, manage_stock: true }, custom_attributes: [], ...over,
}) as ConfigurableChild;

describe('categoryChoices', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('lists enabled categories with the price shown now and what is left', () => {
    const choices = categoryChoices({
      configurable_children: [
        child({}),
        child({ sku: 'EV-B', ticket_category_label: 'Balkong', price_incl_tax: 30_000, special_price_incl_tax: 25_000, special_from_date: '2026-11-01', special_to_date: '2026-12-01' }),
        child({ sku: 'EV-C', ticket_category_label: 'Ståplats', stock: { qty: 0, is_in_stock: false, manage_stock: true } }),
        child({ sku: 'EV-D', status: 2 }),
        child({ sku: 'EV-E', ticket_category_label: '', name: 'Free seating', stock: { qty: 0, is_in_stock: true, manage_stock: false } }),
      ],
    }, now, 'Europe/Stockholm');
    expect(choices).toEqual([
      { sku: 'EV-A', label: 'Parkett', price: 42_400, available: 5, soldOut: false },
      { sku: 'EV-B', label: 'Balkong', price: 25_000, available: 5, soldOut: false },
      { sku: 'EV-C', label: 'Ståplats', price: 42_400, available: 0, soldOut: true },
      { sku: 'EV-E', label: 'Free seating', price: 42_400, available: null, soldOut: false },
    ]);
  });

  it('an expired special price no longer counts', () => {
    const [c] = categoryChoices({ configurable_children: [child({ special_price_incl_tax: 1_000, special_from_date: '2026-10-01', special_to_date: '2026-10-31' })] }, now, 'Europe/Stockholm');
    expect(c!.price).toBe(42_400);
  });

  it('a date-only special price ends at the store’s midnight, not at midnight UTC', () => {
    const offer = { configurable_children: [child({ special_price_incl_tax: 25_000, special_from_date: null, special_to_date: '2027-03-31' })] };
    expect(categoryChoices(offer, new Date('2027-03-31T21:59:00Z'), 'Europe/Stockholm')[0]!.price).toBe(25_000);
    expect(categoryChoices(offer, new Date('2027-03-31T22:30:00Z'), 'Europe/Stockholm')[0]!.price).toBe(42_400);
  });

  it('an unknown event offers nothing', () => {
    expect(categoryChoices(undefined, now, 'Europe/Stockholm')).toEqual([]);
  });
});
