import { describe, expect, it } from 'vitest';
import { aggregationKey, aggregationPasses } from './aggregation-passes.ts';
import type { Condition } from './normalise.ts';

const city: Condition = { kind: 'in', field: 'city', values: ['Stockholm'], negate: false, tag: 'city' };
const price: Condition = { kind: 'range', field: 'final_price_incl_tax', gte: 0, lt: 5000, tag: 'price' };
const visible: Condition = { kind: 'in', field: 'visibility', values: [2, 3, 4], negate: false };

describe('aggregation passes', () => {
  it('counts aggregations without exclusions over the search itself, in one pass', () => {
    const passes = aggregationPasses([city, visible], [{ field: 'city' }, { field: 'venue_key' }]);
    expect(passes).toEqual([{ conditions: [city, visible], requests: [{ field: 'city' }, { field: 'venue_key' }], narrowed: false }]);
  });

  it('drops only the tagged filters an aggregation names, and shares a pass between equal exclusions', () => {
    const a = { field: 'city', name: 'city_facet', exclude: ['city'] };
    const b = { field: 'event_month', exclude: ['city'] };
    const c = { field: 'final_price_incl_tax', ranges: [{ from: 0 }], exclude: ['price', 'city'] };
    const passes = aggregationPasses([city, price, visible], [a, b, c]);
    expect(passes.map((p) => [p.conditions, p.requests, p.narrowed])).toEqual([
      [[price, visible], [a, b], true],
      [[visible], [c], true],
    ]);
  });

  it('ignores a tag no filter carries', () => {
    expect(aggregationPasses([visible], [{ field: 'city', exclude: ['city'] }])[0]!.narrowed).toBe(false);
  });

  it('answers under the name given, else under the kind and field', () => {
    expect(aggregationKey({ field: 'city' })).toBe('agg_terms_city');
    expect(aggregationKey({ field: 'final_price', ranges: [{ to: 50 }] })).toBe('agg_range_final_price');
    expect(aggregationKey({ field: 'city', name: 'cities' })).toBe('cities');
  });
});
