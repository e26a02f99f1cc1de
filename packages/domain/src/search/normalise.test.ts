import { describe, expect, it } from 'vitest';
import { searchBodySchema } from '@encore/contracts';
import { normaliseSearch } from './normalise.ts';

const body = (b: unknown = {}) => searchBodySchema.parse(b);

describe('paging of a search', () => {
  it.each([
    ['missing size → 50', undefined, undefined, 0, 50],
    ['size 0 → 50', 0, 0, 0, 50],
    ['negative size → 50', 10, -5, 10, 50],
    ['negative from → 0', -20, 16, 0, 16],
    ['kept as asked', 32, 16, 32, 16],
    ['capped at MAX_SEARCH_SIZE', 0, 1_000_000, 0, 4000],
  ])('%s', (_n, from, size, start, expectedSize) => {
    const n = normaliseSearch({ entityType: 'product', body: body(), from, size });
    expect({ start: n.start, size: n.size }).toEqual({ start, size: expectedSize });
  });
});

describe('sort of a search', () => {
  it('reads field:dir pairs, bare fields ascend', () => {
    expect(normaliseSearch({ entityType: 'product', body: body(), sort: 'date:asc,final_price:desc,position' }).sort).toEqual([
      { field: 'date', dir: 'asc' },
      { field: 'final_price', dir: 'desc' },
      { field: 'position', dir: 'asc' },
    ]);
    expect(normaliseSearch({ entityType: 'category', body: body() }).sort).toEqual([{ field: 'position', dir: 'asc' }]);
  });
});

describe('normaliseSearch', () => {
  it('always forces visibility 2,3,4 and status 0,1 on product searches', () => {
    const n = normaliseSearch({ entityType: 'product', body: body() });
    expect(n.conditions).toEqual([
      { kind: 'in', field: 'visibility', values: [2, 3, 4], negate: false },
      { kind: 'in', field: 'status', values: [0, 1], negate: false },
    ]);
    expect(n).toMatchObject({ start: 0, size: 50, sort: [{ field: 'date', dir: 'asc' }], text: null });
  });

  it('keeps client visibility filters but cannot widen past the forced ones', () => {
    const n = normaliseSearch({ entityType: 'product', body: body({ filters: [{ attribute: 'visibility', value: { in: [1] } }] }) });
    expect(n.conditions.filter((c) => c.field === 'visibility')).toHaveLength(2);
  });

  it('does not add product filters to categories', () => {
    const n = normaliseSearch({ entityType: 'category', body: body({ filters: [{ attribute: 'is_active', value: { eq: true } }] }) });
    expect(n.conditions).toEqual([{ kind: 'in', field: 'is_active', values: [true], negate: false }]);
    expect(n.sort).toEqual([{ field: 'position', dir: 'asc' }]);
  });

  it('turns operators into conditions, inclusive bare-date upper bounds to the end of the day', () => {
    const n = normaliseSearch({
      entityType: 'category',
      body: body({
        filters: [
          { attribute: 'date', value: { from: '2027-01-01', to: '2027-12-31' } },
          { attribute: 'level', value: { gt: 1, lt: 5 } },
          { attribute: 'parent_id', value: { neq: null } },
          { attribute: 'url_key', value: { eq: null } },
          { attribute: 'id', value: { nin: [4, 5] } },
        ],
      }),
    });
    expect(n.conditions).toEqual([
      { kind: 'range', field: 'date', gte: '2027-01-01', lte: '2027-12-31T23:59:59.999Z' },
      { kind: 'range', field: 'level', gt: 1, lt: 5 },
      { kind: 'exists', field: 'parent_id', negate: false },
      { kind: 'exists', field: 'url_key', negate: true },
      { kind: 'in', field: 'id', values: [4, 5], negate: true },
    ]);
  });

  it('drops id and attribute values containing a dot and unknown attribute codes', () => {
    const n = normaliseSearch(
      { entityType: 'attribute', body: body({ filters: [{ attribute: 'attribute_code', value: { in: ['city', 'category.name', 'nope', 'ticket_category'] } }, { attribute: 'attribute_id', value: { in: [1, '2.5'] } }] }) },
      { knownAttributeCodes: new Set(['city', 'ticket_category']) },
    );
    expect(n.conditions).toEqual([
      { kind: 'in', field: 'attribute_code', values: ['city', 'ticket_category'], negate: false },
      { kind: 'in', field: 'attribute_id', values: [1], negate: false },
    ]);
  });

  it('ignores filters, sorts and aggregations on unknown fields', () => {
    const known = new Set(['category_ids', 'date', 'visibility', 'status']);
    const n = normaliseSearch(
      {
        entityType: 'product',
        sort: 'secret_cost:desc',
        body: body({ filters: [{ attribute: 'secret_cost', value: { gt: 1 } }, { attribute: 'category_ids', value: { in: [3] } }], aggregations: [{ field: 'secret_cost' }, { field: 'date' }] }),
      },
      { isKnownField: (f) => known.has(f) },
    );
    expect(n.conditions.map((c) => c.field)).toEqual(['category_ids', 'visibility', 'status']);
    expect(n.sort).toEqual([{ field: 'date', dir: 'asc' }]);
    expect(n.aggregations).toEqual([{ field: 'date' }]);
  });

  it('sorts text searches by score unless told otherwise', () => {
    expect(normaliseSearch({ entityType: 'product', body: body({ text: '  kent ' }) })).toMatchObject({ text: 'kent', sort: [{ field: '_score', dir: 'desc' }] });
    expect(normaliseSearch({ entityType: 'product', sort: 'final_price:asc', body: body({ text: 'kent' }) }).sort).toEqual([{ field: 'final_price', dir: 'asc' }]);
  });
});
