import { describe, expect, it } from 'vitest';
import type { Attribute } from '@encore/contracts';
import { addToCompareList, removeFromCompareList } from './compare-list.ts';
import { attributeText, compareRows } from './compare-table.ts';

const attr = (code: string, over: Partial<Attribute> = {}): Attribute => ({
  attribute_id: 1,
  attribute_code: code,
  default_frontend_label: code,
  frontend_label: code.toUpperCase(),
  frontend_input: 'select',
  is_visible_on_front: true,
  is_comparable: true,
  options: [],
  ...over,
});

describe('compare list', () => {
  it('ignores a sku already present', () => {
    expect(addToCompareList(['A', 'B'], 'A')).toEqual(['A', 'B']);
    expect(addToCompareList(['A'], 'B')).toEqual(['A', 'B']);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    expect(addToCompareList(['A', 'B', 'C', 'D'], 'E')).toEqual(['B', 'C', 'D', 'E']);
  });

  it('removes by sku', () => {
    expect(removeFromCompareList(['A', 'B'], 'A')).toEqual(['B']);
  });
});

describe('compare table', () => {
  const ticket = attr('ticket_category', { options: [{ value: '101', label: 'Parkett' }, { value: '102', label: 'Läktare' }] });
  const products = [
    { sku: 'A', city: 'Stockholm', event_month: '2027-01', configurable_children: [{ ticket_category: 101 }, { ticket_category: 102 }] },
    { sku: 'B', city: 'Malmö', event_month: '2027-02', configurable_children: [{ ticket_category: 102 }], category: [{ category_id: 3, name: 'Konserter' }] },
  ];

  it('has a row per comparable attribute that any event has, values by option label', () => {
    const rows = compareRows(products, [attr('city'), attr('event_month', { is_comparable: false }), ticket, attr('category'), attr('missing')]);
    expect(rows).toEqual([
      { code: 'city', label: 'CITY', values: ['Stockholm', 'Malmö'] },
      { code: 'ticket_category', label: 'TICKET_CATEGORY', values: ['Parkett, Läktare', 'Läktare'] },
      { code: 'category', label: 'CATEGORY', values: ['', 'Konserter'] },
    ]);
  });

  it('reads list values and falls back to the raw value without an option', () => {
    expect(attributeText({ tags: ['x', 'y', 'x'] }, attr('tags'))).toBe('x, y');
    expect(attributeText({ city: 'Umeå' }, attr('city', { options: [{ value: 'Luleå', label: 'L' }] }))).toBe('Umeå');
  });
});
