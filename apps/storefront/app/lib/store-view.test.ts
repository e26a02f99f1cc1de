import { describe, expect, it } from 'vitest';
import {
  isValidStoreParam,
  localizePath,
  normalizePathname,
  resolveStoreView,
  safeRedirectPath,
  storeViewForPrefix,
  stripStorePrefix,
} from './store-view.ts';

const req = (path: string) => new Request(`http://shop.test${path}`);

describe('resolveStoreView', () => {
  it.each(['/', '/c/konserter', '/p/SKU/slug', '/checkout', '/de/c/konserter', '/xx', '/_root.data', '/c/konserter.data'])(
    '%s → Swedish default (only store enabled now)',
    (path) => {
      const s = resolveStoreView(req(path));
      expect(s.storeCode).toBe('default');
      expect(s.i18n.defaultLocale).toBe('sv-SE');
      expect(s.i18n.currencyCode).toBe('SEK');
    },
  );
});

describe('store prefixes', () => {
  it('no prefix is valid, unknown and not-yet-enabled prefixes are not', () => {
    expect(isValidStoreParam(undefined)).toBe(true);
    expect(isValidStoreParam('xx')).toBe(false);
    expect(isValidStoreParam('de')).toBe(false);
    expect(isValidStoreParam('')).toBe(false);
    expect(storeViewForPrefix('')).toBeUndefined();
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

  it('safeRedirectPath refuses other origins', () => {
    expect(safeRedirectPath('/p/a/b')).toBe('/p/a/b');
    expect(safeRedirectPath('//evil.test')).toBe('/');
    expect(safeRedirectPath('https://evil.test')).toBe('/');
    expect(safeRedirectPath(undefined, '/x')).toBe('/x');
  });
});
