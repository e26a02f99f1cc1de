import { describe, expect, it } from 'vitest';
import type { BundleOption, PackageTicket } from '@encore/contracts';
import { emptyPriceFields } from '../pricing/price.ts';
import { defaultSelection, groupPricedPackage, packageItems, packagePrice, packageStock, packageTicketAvailable } from './package.ts';

function ticket(id: number, price: number, over: Partial<PackageTicket> = {}): PackageTicket {
  return {
    ...emptyPriceFields(),
    price_incl_tax: price,
    final_price_incl_tax: price,
    original_price_incl_tax: price,
    price: Math.round(price / 1.06),
    final_price: Math.round(price / 1.06),
    id,
    sku: `T-${id}`,
    qty: 1,
    position: 0,
    is_default: false,
    name: `Ticket ${id}`,
    status: 1,
    ticket_category_label: 'Parkett',
    stock: { qty: 50, is_in_stock: true, manage_stock: true },
    event: { sku: `E-${id}`, name: `Event ${id}`, date: '2027-03-01T18:00:00.000Z', location: 'Operan', city: 'Stockholm', url_path: `p/E-${id}/event-${id}` },
    ...over,
  };
}

const option = (id: number, title: string, links: PackageTicket[], required = true): BundleOption => ({ option_id: id, code: `o${id}`, title, required, type: 'radio', position: id, product_links: links });

describe('grouped packages', () => {
  const grouped = { sku: 'PKG-G', type_id: 'grouped', product_links: [ticket(1, 125_000), ticket(2, 79_500, { qty: 2 }), ticket(3, 10_000, { status: 2 })] };

  it('go to the cart as their enabled children, each times the number of packages', () => {
    expect(packageItems(grouped, 2)).toEqual({ ok: true, items: [{ sku: 'T-1', qty: 2 }, { sku: 'T-2', qty: 4 }] });
  });

  it('cost the sum of their enabled children times their quantities', () => {
    const price = packagePrice(grouped);
    expect(price.final_price_incl_tax).toBe(125_000 + 2 * 79_500);
    expect(price.price_incl_tax).toBe(125_000 + 2 * 79_500);
    expect(price.special_price_incl_tax).toBe(0);
  });

  it('are available as many times as the scarcest child allows', () => {
    const scarce = { ...grouped, product_links: [ticket(1, 100, { stock: { qty: 7, is_in_stock: true, manage_stock: true } }), ticket(2, 100, { qty: 2, stock: { qty: 9, is_in_stock: true, manage_stock: true } })] };
    expect(packageStock(scarce)).toEqual({ qty: 4, is_in_stock: true, manage_stock: true });
    const gone = { ...grouped, product_links: [ticket(1, 100), ticket(2, 100, { stock: { qty: 0, is_in_stock: false, manage_stock: true } })] };
    expect(packageStock(gone)).toEqual({ qty: 0, is_in_stock: false, manage_stock: true });
  });

  it('with no enabled child cannot be added', () => {
    expect(packageItems({ ...grouped, product_links: [ticket(3, 100, { status: 2 })] }, 1)).toEqual({ ok: false, message: 'This package has no tickets on sale', field: 'sku' });
  });
});

describe('bundle packages', () => {
  const bundle = {
    sku: 'PKG-B',
    type_id: 'bundle',
    bundle_options: [
      option(1, 'Tre Kronor – Finland', [ticket(11, 49_500, { is_default: true }), ticket(12, 69_500), ticket(13, 5_000, { status: 2 })]),
      option(2, 'Tre Kronor – Tjeckien', [ticket(21, 39_500), ticket(22, 69_500, { is_default: true })]),
      option(3, 'Program', [ticket(31, 5_000)], false),
    ],
  };

  it('take the shopper\'s pick per option, else the option\'s default selection, optional options too', () => {
    const r = packageItems(bundle, 2, [{ option_id: 1, option_selections: [12] }]);
    expect(r).toEqual({ ok: true, items: [{ sku: 'T-12', qty: 2 }, { sku: 'T-22', qty: 2 }, { sku: 'T-31', qty: 2 }] });
  });

  it('refuse a pick outside the option, a disabled one, or two at once, naming the option', () => {
    expect(packageItems(bundle, 1, [{ option_id: 1, option_selections: [21] }])).toEqual({ ok: false, message: 'The chosen ticket for "Tre Kronor – Finland" is not part of this package', field: 'bundle_options.1' });
    expect(packageItems(bundle, 1, [{ option_id: 1, option_selections: [13] }])).toMatchObject({ ok: false, field: 'bundle_options.1' });
    expect(packageItems(bundle, 1, [{ option_id: 2, option_selections: [21, 22] }])).toEqual({ ok: false, message: 'Choose one ticket for "Tre Kronor – Tjeckien"', field: 'bundle_options.2' });
  });

  it('take the default selection of an option without a pick: its default when available, else the first available', () => {
    const noDefault = { ...bundle, bundle_options: [option(1, 'Tre Kronor – Finland', [ticket(11, 100), ticket(12, 200)])] };
    expect(packageItems(noDefault, 1)).toEqual({ ok: true, items: [{ sku: 'T-11', qty: 1 }] });
    const defaultGone = { ...bundle, bundle_options: [option(1, 'Tre Kronor – Finland', [ticket(11, 100), ticket(12, 200, { is_default: true, stock: { qty: 0, is_in_stock: false, manage_stock: true } })])] };
    expect(packageItems(defaultGone, 2)).toEqual({ ok: true, items: [{ sku: 'T-11', qty: 2 }] });
  });

  it('need a choice for a required option with nothing available, and skip such an optional one', () => {
    const gone = { stock: { qty: 0, is_in_stock: false, manage_stock: true } };
    const nothing = { ...bundle, bundle_options: [option(1, 'Tre Kronor – Finland', [ticket(11, 100, gone), ticket(12, 200, { status: 2 })])] };
    expect(packageItems(nothing, 1)).toEqual({ ok: false, message: 'Choose an option for "Tre Kronor – Finland"', field: 'bundle_options.1' });
    const optional = { ...bundle, bundle_options: [option(1, 'A', [ticket(11, 100)]), option(3, 'Program', [ticket(31, 100, gone)], false)] };
    expect(packageItems(optional, 1)).toEqual({ ok: true, items: [{ sku: 'T-11', qty: 1 }] });
  });

  it('cost "from" the cheapest selection on sale of every required option', () => {
    expect(packagePrice(bundle).final_price_incl_tax).toBe(49_500 + 39_500);
    const cheapGone = {
      ...bundle,
      bundle_options: [option(1, 'A', [ticket(11, 49_500, { stock: { qty: 0, is_in_stock: false, manage_stock: true } }), ticket(12, 69_500)]), option(2, 'B', [ticket(21, 39_500)])],
    };
    expect(packagePrice(cheapGone).final_price_incl_tax).toBe(69_500 + 39_500);
  });

  it('are sold out when a required option has nothing left, optional options aside', () => {
    expect(packageStock(bundle)).toEqual({ qty: 50, is_in_stock: true, manage_stock: true });
    const soldOut = { ...bundle, bundle_options: [option(1, 'A', [ticket(11, 1, { stock: { qty: 0, is_in_stock: false, manage_stock: true } })]), option(3, 'P', [ticket(31, 1)], false)] };
    expect(packageStock(soldOut).is_in_stock).toBe(false);
  });
});

describe('other products', () => {
  it('are not packages', () => {
    expect(packageItems({ sku: 'KENT', type_id: 'configurable' }, 1)).toEqual({ ok: false, message: 'KENT is not a package', field: 'sku' });
  });
});

describe('defaultSelection', () => {
  const gone = { stock: { qty: 0, is_in_stock: false, manage_stock: true } };
  it.each([
    ['the default when it is on sale and in stock', [ticket(1, 100), ticket(2, 200, { is_default: true })], 2],
    ['the first available when there is no default', [ticket(1, 100), ticket(2, 200)], 1],
    ['the first available when the default is sold out', [ticket(1, 100, gone), ticket(2, 200), ticket(3, 300, { is_default: true, ...gone })], 2],
    ['the first available when the default is not on sale', [ticket(1, 100, { status: 2 }), ticket(2, 200), ticket(3, 300, { is_default: true, status: 2 })], 2],
    ['the first available when the default has too few tickets for one package', [ticket(1, 100, { is_default: true, qty: 3, stock: { qty: 2, is_in_stock: true, manage_stock: true } }), ticket(2, 200)], 2],
    ['a default whose stock is not tracked', [ticket(1, 100), ticket(2, 200, { is_default: true, stock: { qty: 0, is_in_stock: true, manage_stock: false } })], 2],
    ['none when nothing is available', [ticket(1, 100, gone), ticket(2, 200, { is_default: true, status: 2 })], undefined],
    ['none for an option without selections', [], undefined],
  ])('%s', (_case, links, id) => {
    expect(defaultSelection({ product_links: links })?.id).toBe(id);
  });
});

describe('packageTicketAvailable', () => {
  it.each([
    ['on sale and in stock', {}, true],
    ['exactly one package left', { qty: 2, stock: { qty: 2, is_in_stock: true, manage_stock: true } }, true],
    ['fewer tickets left than one package needs', { qty: 2, stock: { qty: 1, is_in_stock: true, manage_stock: true } }, false],
    ['sold out', { stock: { qty: 0, is_in_stock: false, manage_stock: true } }, false],
    ['stock not tracked', { stock: { qty: 0, is_in_stock: true, manage_stock: false } }, true],
    ['not on sale (disabled)', { status: 2 }, false],
  ])('%s', (_case, over, available) => {
    expect(packageTicketAvailable(ticket(1, 100, over))).toBe(available);
  });
});

describe('groupPricedPackage', () => {
  const standing = ticket(1, 69_500, { qty: 2 });
  const seat = ticket(2, 25_000);
  const doc = { sku: 'PKG', type_id: 'grouped', ...packagePrice({ sku: 'PKG', type_id: 'grouped', product_links: [standing, seat] }), product_links: [standing, seat] };
  // Members (group 4) pay 99 kr a standing ticket from one ticket on; guests keep the list price.
  const untiered = (sku: string) =>
    sku === 'T-1' ? { fields: { ...emptyPriceFields(), ...standing, tier_prices: [] }, tiers: [{ customer_group_id: 4, qty: 1, value: 9_900 }] } : sku === 'T-2' ? { fields: { ...emptyPriceFields(), ...seat, tier_prices: [] }, tiers: [] } : undefined;

  it('re-prices each linked ticket with the group’s tier and sums the package again', () => {
    const member = groupPricedPackage(doc, untiered, 4);
    expect(member.product_links?.map((t) => t.final_price_incl_tax)).toEqual([9_900, 25_000]);
    expect(member.final_price_incl_tax).toBe(2 * 9_900 + 25_000);
    // The package has no tiers of its own: only its tickets carry the group's.
    expect(member.tier_prices).toEqual(doc.tier_prices);
    expect(member.product_links?.[0]?.tier_prices).toEqual([{ customer_group_id: 4, qty: 1, value: 9_900 }]);
  });

  it('leaves guests, other groups and unpriced tickets at the guest price', () => {
    expect(groupPricedPackage(doc, untiered, 0).final_price_incl_tax).toBe(2 * 69_500 + 25_000);
    expect(groupPricedPackage(doc, untiered, 1).final_price_incl_tax).toBe(2 * 69_500 + 25_000);
    expect(groupPricedPackage(doc, () => undefined, 4).final_price_incl_tax).toBe(2 * 69_500 + 25_000);
  });
});
