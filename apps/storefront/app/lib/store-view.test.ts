import { describe, expect, it } from 'vitest';
import {
  enabledStoreViews,
  isValidStoreParam,
  parseStoreHosts,
  localizePath,
  normalizePathname,
  resolveStoreView,
  safeRedirectPath,
  storeViewForPrefix,
  stripStorePrefix,
} from './store-view.ts';

const req = (path: string) => new Request(`http://shop.test${path}`);

describe('resolveStoreView', () => {
  it.each(['/', '/c/konserter', '/p/SKU/slug', '/checkout', '/xx', '/_root.data', '/c/konserter.data', '/dex/c/a'])('%s → Swedish default', (path) => {
    const s = resolveStoreView(req(path), new Map());
    expect(s.storeCode).toBe('default');
    expect(s.i18n.defaultLocale).toBe('sv-SE');
    expect(s.i18n.currencyCode).toBe('SEK');
  });

  it.each([
    ['/de', 'store_de', 'de-DE', 'EUR'],
    ['/de.data', 'store_de', 'de-DE', 'EUR'],
    ['/de/c/konzerte', 'store_de', 'de-DE', 'EUR'],
    ['/it/p/SKU/slug', 'store_it', 'it-IT', 'EUR'],
  ])('%s → %s (%s, %s)', (path, code, locale, currency) => {
    const s = resolveStoreView(req(path), new Map());
    expect([s.storeCode, s.i18n.defaultLocale, s.i18n.currencyCode]).toEqual([code, locale, currency]);
  });

  it('maps host names from STORE_HOSTS; a path prefix still wins', () => {
    const hosts = parseStoreHosts(' Encore.DE = store_de , encore.it=store_it, bad, x.test=store_xx, =store_de');
    expect([...hosts.keys()].sort()).toEqual(['encore.de', 'encore.it']);
    expect(resolveStoreView(new Request('https://encore.de/c/konzerte'), hosts).storeCode).toBe('store_de');
    expect(resolveStoreView(new Request('https://encore.it/'), hosts).storeCode).toBe('store_it');
    expect(resolveStoreView(new Request('https://encore.it/de/c/x'), hosts).storeCode).toBe('store_de');
    expect(resolveStoreView(new Request('https://other.test/c/x'), hosts).storeCode).toBe('default');
  });
});

describe('store prefixes', () => {
  it('no prefix and de/it are valid; unknown prefixes are not', () => {
    expect(isValidStoreParam(undefined)).toBe(true);
    expect(isValidStoreParam('xx')).toBe(false);
    expect(isValidStoreParam('de')).toBe(true);
    expect(isValidStoreParam('it')).toBe(true);
    expect(isValidStoreParam('')).toBe(false);
    expect(storeViewForPrefix('')).toBeUndefined();
    expect(enabledStoreViews().map((s) => s.storeCode)).toEqual(['default', 'store_de', 'store_it']);
  });

  it('localizePath adds a prefix once and leaves the default store alone', () => {
    expect(localizePath('/c/rock', '')).toBe('/c/rock');
    expect(localizePath('/c/rock', 'de')).toBe('/de/c/rock');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/de/c/rock', 'de')).toBe('/de/c/rock');
    expect(localizePath('https://x.test/', 'de')).toBe('https://x.test/');
    expect(localizePath('?page=2', 'de')).toBe('?page=2');
  });

  it('stripStorePrefix', () => {
    expect(stripStorePrefix('/de/c/rock', ['de', 'it'])).toBe('/c/rock');
    expect(stripStorePrefix('/it', ['de', 'it'])).toBe('/');
    expect(stripStorePrefix('/c/rock', ['de', 'it'])).toBe('/c/rock');
  });

  it('normalizePathname strips .data', () => {
    expect(normalizePathname('/c/rock.data')).toBe('/c/rock');
    expect(normalizePathname('/_root.data')).toBe('/');
  });

  it.each([
    ['/p/a/b', '/p/a/b'],
    ['/de/c/konserter?sort=price', '/de/c/konserter?sort=price'],
    ['//evil.test', '/'],
    ['/\\evil.test', '/'],
    ['/\t/evil.test', '/'],
    ['/\n/evil.test', '/'],
    ['https://evil.test', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
  ])('safeRedirectPath(%j) → %j (never another site)', (to, expected) => {
    expect(safeRedirectPath(to)).toBe(expected);
  });

  it('safeRedirectPath falls back when nothing usable is given', () => {
    expect(safeRedirectPath(undefined, '/x')).toBe('/x');
    expect(safeRedirectPath(42, '/x')).toBe('/x');
  });
});
