import { describe, expect, it } from 'vitest';
import { buildListingSearch, periodMonthAggregations } from './listing-query.ts';
import { LISTING_FILTERS } from './listing-filters.ts';
import { emptyListingState, listingRouteQuery, parseListingRoute, setSort, toggleFilter } from './listing-state.ts';
import { facetsFromAggregations } from './facets.ts';
import { parsePeriod, periodRange } from './period.ts';
import { PRICE_RANGES, priceRangeLabel } from './price-ranges.ts';
import { SORT_OPTIONS } from './sort-options.ts';
import { canonicalVenueFilter, venueLabels, type VenueRef } from './venue-filter.ts';

describe('parseListingRoute', () => {
  it('reads known filters, sort and period from the query', () => {
    const s = parseListingRoute(new URLSearchParams('city=Stockholm&city=Malmö&price=50-100&sort=final_price:desc&period=2027&utm=x'));
    expect(s).toEqual({ filters: { city: ['Stockholm', 'Malmö'], price: ['50-100'] }, sort: 'final_price:desc', period: 2027 });
  });

  it('ignores id values containing a dot, unknown price ranges, unknown sorts and malformed periods', () => {
    const s = parseListingRoute({ category: ['3', '4.5', 'x'], price: '20-30', sort: 'name:asc', period: '27' });
    expect(s).toEqual({ filters: { category: ['3'] }, sort: null, period: null });
  });

  it('reads venue keys; venue values containing a dot are ignored', () => {
    expect(parseListingRoute(new URLSearchParams('venue=cirkus&venue=malmo.arena&venue=Avicii%20Arena&venue=nalen,berns')).filters.venue).toEqual([
      'cirkus',
      'Avicii Arena',
      'nalen',
      'berns',
    ]);
    expect(toggleFilter(emptyListingState(), 'venue', 'st.eriks').filters).toEqual({});
  });

  it('keeps one value of a single-select filter', () => {
    expect(parseListingRoute({ price: ['0-50', '150-'] }).filters.price).toEqual(['150-']);
  });

  it('round-trips through the route query', () => {
    const s = parseListingRoute('venue=avicii-arena&month=2027-03&sort=date:asc&period=2028'.split('&').reduce<Record<string, string>>((o, kv) => {
      const [k, v] = kv.split('=');
      o[k!] = decodeURIComponent(v!);
      return o;
    }, {}));
    expect(parseListingRoute(listingRouteQuery(s))).toEqual(s);
    expect(listingRouteQuery(s).toString()).toBe('venue=avicii-arena&month=2027-03&sort=date%3Aasc&period=2028');
  });
});

describe('filter changes', () => {
  const base = parseListingRoute({ city: 'Stockholm' });

  it('selecting a filter already set removes it; a new one is added', () => {
    expect(toggleFilter(base, 'city', 'Stockholm').filters).toEqual({});
    expect(toggleFilter(base, 'city', 'Göteborg').filters).toEqual({ city: ['Stockholm', 'Göteborg'] });
  });

  it('single-select filters replace the previous value; selecting the set value clears it', () => {
    const a = toggleFilter(base, 'price', '0-50');
    const b = toggleFilter(a, 'price', '100-150');
    expect(a.filters).toEqual({ city: ['Stockholm'], price: ['0-50'] });
    expect(b.filters).toEqual({ city: ['Stockholm'], price: ['100-150'] });
    expect(toggleFilter(b, 'price', '100-150').filters).toEqual({ city: ['Stockholm'] });
    expect(toggleFilter(b, 'price', '7-8').filters).toEqual(b.filters);
  });

  it('sort is set or toggled as one value', () => {
    const a = setSort(base, 'final_price:asc');
    expect(a.sort).toBe('final_price:asc');
    expect(setSort(a, 'final_price:desc').sort).toBe('final_price:desc');
    expect(setSort(a, 'final_price:asc').sort).toBeNull();
    expect(setSort(a, 'bogus').sort).toBe('final_price:asc');
  });

  it('a reset listing has no filter, the default sort and no period', () => {
    expect(emptyListingState()).toEqual({ filters: {}, sort: null, period: null });
    expect(listingRouteQuery(emptyListingState()).toString()).toBe('');
  });

  it('does not change the input state', () => {
    toggleFilter(base, 'city', 'Umeå');
    expect(base.filters).toEqual({ city: ['Stockholm'] });
  });
});

describe('periodRange', () => {
  it('covers 1 January to 31 December in Stockholm time', () => {
    expect(periodRange(2027)).toEqual({ from: '2026-12-31T23:00:00.000Z', to: '2027-12-31T22:59:59.999Z' });
  });
  it('accepts only four-digit years', () => {
    expect(parsePeriod('2027')).toBe(2027);
    expect(parsePeriod('2027-01')).toBeNull();
    expect(parsePeriod(undefined)).toBeNull();
  });
});

describe('price ranges and sort options', () => {
  it('labels buckets word for word', () => {
    const labels = PRICE_RANGES.map((r, i) => priceRangeLabel(r, i, PRICE_RANGES.length, '€'));
    expect(labels).toEqual(['< €50', '€50 - 100', '€100 - 150', '> €150']);
  });
  it('offers the four sort options, date ascending last as default', () => {
    expect(SORT_OPTIONS.map((o) => [o.label, o.id])).toEqual([
      ['Latest', 'updated_at:desc'],
      ['Price low to high', 'final_price:asc'],
      ['Price high to low', 'final_price:desc'],
      ['Date ascending', 'date:asc'],
    ]);
  });
  it('offers at most ten default filters', () => {
    expect(LISTING_FILTERS.length).toBeLessThanOrEqual(10);
  });
});

describe('buildListingSearch', () => {
  it('builds category, sold-out, period, term and price filters with facets, 16 a page, date ascending by default', () => {
    const s = toggleFilter(toggleFilter({ ...emptyListingState(), period: 2027 }, 'price', '50-100'), 'city', 'Stockholm');
    const q = buildListingSearch(s, { categoryIds: [3, 9], page: 2 });
    expect(q).toMatchObject({ from: 16, size: 16, sort: 'date:asc' });
    expect(q.body.filters).toEqual([
      { attribute: 'category_ids', value: { in: [3, 9] }, scope: 'default' },
      { attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' },
      { attribute: 'date', value: { gte: '2026-12-31T23:00:00.000Z', lte: '2027-12-31T22:59:59.999Z' }, scope: 'default' },
      { attribute: 'city', value: { in: ['Stockholm'] }, scope: 'catalog' },
      { attribute: 'final_price_incl_tax', value: { gte: 5000, lt: 10000 }, scope: 'catalog' },
    ]);
    expect(q.body.aggregations).toContainEqual({ field: 'final_price_incl_tax', ranges: [{ from: 0, to: 5000 }, { from: 5000, to: 10000 }, { from: 10000, to: 15000 }, { from: 15000 }] });
    expect(q.body.aggregations).toContainEqual({ field: 'city' });
  });
  it('filters the venue facet by venue key and aggregates on it', () => {
    const q = buildListingSearch(parseListingRoute({ venue: ['cirkus', 'nalen'], category: '9' }));
    expect(q.body.filters).toEqual([
      { attribute: 'stock.is_in_stock', value: { eq: true }, scope: 'default' },
      { attribute: 'venue_key', value: { in: ['cirkus', 'nalen'] }, scope: 'catalog' },
      { attribute: 'category_ids', value: { in: [9] }, scope: 'catalog' },
    ]);
    expect(q.body.aggregations).toContainEqual({ field: 'venue_key' });
    expect(q.body.aggregations).not.toContainEqual({ field: 'location' });
  });
  it('shows sold-out events only when asked', () => {
    const q = buildListingSearch(emptyListingState(), { showSoldOut: true });
    expect(q.body.filters).toEqual([]);
  });
});

describe('buildListingSearch with the facet panel (the page in one search)', () => {
  const state = (q: string) => parseListingRoute(new URLSearchParams(q));
  const tagged = (q: string) => buildListingSearch(state(q), { categoryIds: [3, 4], timeZone: 'Europe/Stockholm', facetPanel: true }).body;

  it('counts each chosen facet without its own choice, and the years without period or month', () => {
    const body = tagged('city=Stockholm&price=150-&period=2027');
    expect(body.filters!.map((f) => [f.attribute, f.tag])).toEqual([
      ['category_ids', undefined],
      ['stock.is_in_stock', undefined],
      ['date', 'period'],
      ['city', 'city'],
      ['final_price_incl_tax', 'price'],
    ]);
    expect(body.aggregations!.map((a) => [a.name ?? a.field, a.exclude])).toEqual([
      ['city', ['city']],
      ['venue_key', undefined],
      ['event_month', undefined],
      ['category_ids', undefined],
      ['final_price_incl_tax', ['price']],
      ['period_months', ['month', 'period']],
    ]);
  });

  it('asks exactly the plain listing search when nothing is chosen', () => {
    const plain = buildListingSearch(state('sort=final_price:asc'), { categoryIds: [3, 4] });
    expect(buildListingSearch(state('sort=final_price:asc'), { categoryIds: [3, 4], facetPanel: true })).toEqual(plain);
  });

  it('counts the venue facet by venue key without the venue choice, other choices still applied', () => {
    const body = tagged('venue=cirkus&city=Stockholm');
    expect(body.aggregations!.find((a) => a.field === 'venue_key')).toEqual({ field: 'venue_key', exclude: ['venue'] });
    expect(body.filters!.find((f) => f.tag === 'city')).toMatchObject({ attribute: 'city', value: { in: ['Stockholm'] } });
  });

  it('reads the period months from their own counts when asked for, else from the month facet', () => {
    const months = { buckets: [{ key: '2027-01', doc_count: 2 }] };
    const all = { buckets: [{ key: '2027-01', doc_count: 5 }] };
    expect(periodMonthAggregations({ agg_terms_event_month: months })).toEqual({ agg_terms_event_month: months });
    expect(periodMonthAggregations({ agg_terms_event_month: months, period_months: all })).toEqual({ agg_terms_event_month: all });
  });
});

describe('facetsFromAggregations', () => {
  it('turns buckets into labelled options with counts', () => {
    const f = facetsFromAggregations(
      {
        agg_terms_city: { buckets: [{ key: 'Umeå', doc_count: 1 }, { key: 'Göteborg', doc_count: 4 }] },
        agg_terms_category_ids: { buckets: [{ key: 3, doc_count: 2 }, { key: 99, doc_count: 1 }] },
        agg_terms_event_month: { buckets: [{ key: '2027-05', doc_count: 1 }, { key: '2027-03', doc_count: 3 }] },
        agg_range_final_price_incl_tax: { buckets: [{ key: '0-5000', doc_count: 2 }, { key: '5000-10000', doc_count: 0 }, { key: '10000-15000', doc_count: 1 }, { key: '15000-*', doc_count: 5 }] },
      },
      { currencySign: 'kr', label: (code, key) => (code === 'category' ? ({ '3': 'Konserter' } as Record<string, string>)[key] : key) },
    );
    expect(f.city).toEqual([
      { id: 'Göteborg', label: 'Göteborg', type: 'city', count: 4 },
      { id: 'Umeå', label: 'Umeå', type: 'city', count: 1 },
    ]);
    expect(f.category).toEqual([{ id: '3', label: 'Konserter', type: 'category', count: 2 }]);
    expect(f.month!.map((o) => o.id)).toEqual(['2027-03', '2027-05']);
    expect(f.price!.map((o) => [o.label, o.count])).toEqual([['< kr50', 2], ['kr50 - 100', 0], ['kr100 - 150', 1], ['> kr150', 5]]);
    expect(f.price![0]).toMatchObject({ id: '0-50', from: 0, to: 50, single: true });
  });
});

describe('venue facet', () => {
  const venues: VenueRef[] = [
    { key: 'cirkus', name: 'Cirkus', city: 'Stockholm' },
    { key: 'cirkus-goteborg', name: 'Cirkus', city: 'Göteborg' },
    { key: 'avicii-arena', name: 'Avicii Arena', city: 'Stockholm' },
    { key: 'nalen', name: 'Nalen', city: 'Stockholm' },
  ];
  const withVenues = (...values: string[]) => ({ ...emptyListingState(), filters: { venue: values } });

  it('keeps venue keys, resolves old name links to keys and drops unknown values', () => {
    expect(canonicalVenueFilter(withVenues('nalen', 'Avicii Arena', 'Finns inte'), venues).filters).toEqual({ venue: ['nalen', 'avicii-arena'] });
    expect(canonicalVenueFilter(withVenues('avicii arena', 'avicii-arena'), venues).filters).toEqual({ venue: ['avicii-arena'] });
    expect(canonicalVenueFilter(withVenues('okand-arena'), venues).filters).toEqual({});
  });

  it('an old link naming two venues of that name asks for both, as the name filter did', () => {
    expect(canonicalVenueFilter(withVenues('Cirkus'), venues).filters.venue).toEqual(['cirkus', 'cirkus-goteborg']);
  });

  it('leaves other filters and a state without venues as they are', () => {
    const s = { ...withVenues('Nalen'), sort: 'final_price:asc', period: 2027 };
    expect(canonicalVenueFilter({ ...s, filters: { ...s.filters, city: ['Stockholm'] } }, venues)).toEqual({ ...s, filters: { city: ['Stockholm'], venue: ['nalen'] } });
    const none = parseListingRoute({ city: 'Malmö' });
    expect(canonicalVenueFilter(none, venues)).toBe(none);
  });

  it('labels venue buckets by name, adding the city only where two shown venues share a name', () => {
    const v = venueLabels(venues);
    const labels = { currencySign: 'kr', label: (code: string, key: string) => (code === 'venue' ? v.label(key) : key), qualifier: (code: string, key: string) => (code === 'venue' ? v.qualifier(key) : undefined) };
    const both = facetsFromAggregations({ agg_terms_venue_key: { buckets: [{ key: 'nalen', doc_count: 1 }, { key: 'cirkus-goteborg', doc_count: 2 }, { key: 'cirkus', doc_count: 3 }] } }, labels);
    expect(both.venue).toEqual([
      { id: 'cirkus-goteborg', label: 'Cirkus (Göteborg)', type: 'venue', count: 2 },
      { id: 'cirkus', label: 'Cirkus (Stockholm)', type: 'venue', count: 3 },
      { id: 'nalen', label: 'Nalen', type: 'venue', count: 1 },
    ]);
    const one = facetsFromAggregations({ agg_terms_venue_key: { buckets: [{ key: 'cirkus', doc_count: 3 }, { key: 'nalen', doc_count: 1 }] } }, labels);
    expect(one.venue!.map((o) => o.label)).toEqual(['Cirkus', 'Nalen']);
  });

  it('offers a chosen venue without hits by its name with a zero count', () => {
    const v = venueLabels(venues);
    const f = facetsFromAggregations(
      { agg_terms_venue_key: { buckets: [{ key: 'nalen', doc_count: 1 }] } },
      { currencySign: 'kr', label: (code, key) => (code === 'venue' ? v.label(key) : key) },
      { venue: ['avicii-arena', 'nalen'] },
    );
    expect(f.venue).toEqual([
      { id: 'avicii-arena', label: 'Avicii Arena', type: 'venue', count: 0 },
      { id: 'nalen', label: 'Nalen', type: 'venue', count: 1 },
    ]);
  });
});
