import { describe, expect, it } from 'vitest';
import { enabledStoreViews } from '#app/lib/store-view.ts';
import { STORE_CHOICES, switchTarget } from './store-choices.ts';

const [sv, de, it_] = STORE_CHOICES as [(typeof STORE_CHOICES)[number], (typeof STORE_CHOICES)[number], (typeof STORE_CHOICES)[number]];

describe('STORE_CHOICES', () => {
  it('offers every enabled store view, its language named in itself', () => {
    expect(STORE_CHOICES).toEqual([
      { storeCode: 'default', urlPrefix: '', language: 'Svenska', locale: 'sv-SE', currencyCode: 'SEK', short: 'SV' },
      { storeCode: 'store_de', urlPrefix: 'de', language: 'Deutsch', locale: 'de-DE', currencyCode: 'EUR', short: 'DE' },
      { storeCode: 'store_it', urlPrefix: 'it', language: 'Italiano', locale: 'it-IT', currencyCode: 'EUR', short: 'IT' },
    ]);
    expect(STORE_CHOICES.map((c) => c.storeCode)).toEqual(enabledStoreViews().map((s) => s.storeCode));
  });
});

describe('switchTarget', () => {
  const alternates = [
    { storeCode: 'default', hrefLang: 'sv-SE', href: 'https://x/c/konserter', path: '/c/konserter' },
    { storeCode: 'store_de', hrefLang: 'de-DE', href: 'https://x/de/c/konzerte', path: '/de/c/konzerte' },
    { storeCode: 'default', hrefLang: 'x-default', href: 'https://x/c/konserter', path: '/c/konserter' },
  ];

  it('goes to the counterpart of the current page when the page lists one', () => {
    expect(switchTarget(de, '/c/konserter', '', alternates)).toBe('/de/c/konzerte');
    expect(switchTarget(sv, '/de/c/konzerte', '', alternates)).toBe('/c/konserter');
  });

  it('goes to the store home when the page has no counterpart there', () => {
    expect(switchTarget(it_, '/c/konserter', '', alternates)).toBe('/it');
    expect(switchTarget(sv, '/de/p/A/b', '', [])).toBe('/');
  });

  it('keeps untranslated paths and their query without alternates, but not catalogue paths', () => {
    expect(switchTarget(de, '/checkout', '?step=2', undefined)).toBe('/de/checkout?step=2');
    expect(switchTarget(sv, '/it/checkout', '', undefined)).toBe('/checkout');
    expect(switchTarget(it_, '/de', '', undefined)).toBe('/it');
    expect(switchTarget(de, '/c/konserter', '', undefined)).toBe('/de');
    expect(switchTarget(de, '/i/om-oss', '', undefined)).toBe('/de');
    expect(switchTarget(de, '/artist/kent', '', undefined)).toBe('/de');
    expect(switchTarget(de, '/venue/nalen', '', undefined)).toBe('/de/venue/nalen');
  });
});
