import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildAlternates } from './hreflang.ts';

const stores = [
  { storeCode: 'default', urlPrefix: '', locale: 'sv-SE' },
  { storeCode: 'store_de', urlPrefix: 'de', locale: 'de-DE' },
  { storeCode: 'store_it', urlPrefix: 'it', locale: 'it-IT' },
];

describe('buildAlternates', () => {
  it('links every store with its own prefix and path, and x-default to the Swedish page', () => {
    const alts = buildAlternates('https://encore.test', stores, { default: '/c/konserter', store_de: '/c/konzerte', store_it: '/c/concerti' });
    expect(alts.map((a) => [a.hrefLang, a.href])).toEqual([
      ['sv-SE', 'https://encore.test/c/konserter'],
      ['de-DE', 'https://encore.test/de/c/konzerte'],
      ['it-IT', 'https://encore.test/it/c/concerti'],
      ['x-default', 'https://encore.test/c/konserter'],
    ]);
    expect(alts[1]!.path).toBe('/de/c/konzerte');
  });

  it('home is /, /de and /it', () => {
    const alts = buildAlternates('https://encore.test', stores, { default: '/', store_de: '/', store_it: '/' });
    expect(alts.map((a) => a.href)).toEqual(['https://encore.test/', 'https://encore.test/de', 'https://encore.test/it', 'https://encore.test/']);
  });

  it('leaves out stores without a counterpart, and x-default when Swedish has none', () => {
    const alts = buildAlternates('https://encore.test', stores, { store_de: '/p/A/b' });
    expect(alts.map((a) => a.hrefLang)).toEqual(['de-DE']);
  });

  it('absoluteUrl', () => {
    expect(absoluteUrl('https://x.test', '/a')).toBe('https://x.test/a');
    expect(absoluteUrl('https://x.test', 'a')).toBe('https://x.test/a');
  });
});
