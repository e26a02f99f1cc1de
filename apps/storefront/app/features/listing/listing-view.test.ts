import { describe, expect, it } from 'vitest';
import { parseListingRoute, type FacetOption } from '@encore/domain';
import { facetGroups, listingHref, periodGroup, resetHref, sortLabelId, sortLinks } from './listing-view.ts';

const path = '/c/konserter';
const state = (q: string) => parseListingRoute(new URLSearchParams(q));
const opt = (type: FacetOption['type'], id: string, count: number, label = id): FacetOption => ({ id, label, type, count });

describe('listing links', () => {
  it('gives the bare path for an empty state and a stable query otherwise', () => {
    expect(listingHref(path, state(''))).toBe(path);
    expect(listingHref(path, state('period=2027&city=Stockholm'))).toBe('/c/konserter?city=Stockholm&period=2027');
    expect(resetHref(path)).toBe(path);
  });

  it('a set filter option leads to the route without it; an unset one adds it', () => {
    const s = state('city=Stockholm');
    const [group] = facetGroups(path, s, { city: [opt('city', 'Stockholm', 9), opt('city', 'Malmö', 2)] }, ['city']);
    expect(group!.options.map((o) => [o.id, o.selected, o.href])).toEqual([
      ['Stockholm', true, path],
      ['Malmö', false, '/c/konserter?city=Stockholm&city=Malm%C3%B6'],
    ]);
  });

  it('a price range replaces the chosen one (single select)', () => {
    const s = state('price=0-50');
    const [group] = facetGroups(path, s, { price: [opt('price', '0-50', 1, '< kr50'), opt('price', '150-', 3, '> kr150')] }, ['price']);
    expect(group!.options.find((o) => o.id === '150-')!.href).toBe('/c/konserter?price=150-');
    expect(group!.options.find((o) => o.id === '0-50')!.href).toBe(path);
  });

  it('keeps a chosen value with no hits so it can be removed, and drops empty unchosen ones', () => {
    const [group] = facetGroups(path, state('venue=berns'), { venue: [opt('venue', 'nalen', 0, 'Nalen'), opt('venue', 'cirkus', 2, 'Cirkus')] }, ['venue']);
    expect(group!.options.map((o) => o.id)).toEqual(['cirkus', 'berns']);
    expect(facetGroups(path, state(''), { venue: [opt('venue', 'nalen', 0, 'Nalen')] }, ['venue'])).toEqual([]);
  });

  it('a venue option links by the venue key and shows its name', () => {
    const [group] = facetGroups(path, state('city=Stockholm'), { venue: [opt('venue', 'avicii-arena', 4, 'Avicii Arena')] }, ['venue']);
    expect(group!.options[0]).toMatchObject({ label: 'Avicii Arena', href: '/c/konserter?city=Stockholm&venue=avicii-arena', selected: false });
    const [chosen] = facetGroups(path, state('venue=avicii-arena'), { venue: [opt('venue', 'avicii-arena', 4, 'Avicii Arena')] }, ['venue']);
    expect(chosen!.options[0]).toMatchObject({ selected: true, href: path });
  });

  it('builds period years from month counts and toggles the chosen year off', () => {
    const g = periodGroup(path, state('period=2027'), [opt('month', '2026-12', 1), opt('month', '2027-01', 2), opt('month', '2027-03', 3)])!;
    expect(g.options.map((o) => [o.id, o.count, o.selected, o.href])).toEqual([
      ['2026', 1, false, '/c/konserter?period=2026'],
      ['2027', 5, true, path],
    ]);
    expect(periodGroup(path, state(''), [])).toBeNull();
  });

  it('sort: date ascending is the default (no parameter); other options set one value', () => {
    const links = sortLinks(path, state('city=Stockholm&sort=final_price:asc'));
    expect(links.map((l) => [l.id, l.selected, l.href])).toEqual([
      ['updated_at:desc', false, '/c/konserter?city=Stockholm&sort=updated_at%3Adesc'],
      ['final_price:asc', true, '/c/konserter?city=Stockholm&sort=final_price%3Aasc'],
      ['final_price:desc', false, '/c/konserter?city=Stockholm&sort=final_price%3Adesc'],
      ['date:asc', false, '/c/konserter?city=Stockholm'],
    ]);
    expect(sortLinks(path, state('')).find((l) => l.selected)!.id).toBe('date:asc');
    expect(sortLabelId('updated_at:desc')).toBe('listing.sort.updated-at-desc');
  });
});
