import { describe, expect, it, vi } from 'vitest';
import { collectSitemapPages, renderRobots, renderSitemap, xmlEscape, type SitemapSource } from './sitemap.ts';

const stores = [
  { storeCode: 'default', urlPrefix: '', locale: 'sv-SE' },
  { storeCode: 'store_de', urlPrefix: 'de', locale: 'de-DE' },
  { storeCode: 'store_it', urlPrefix: 'it', locale: 'it-IT' },
];

const catalogue: Record<string, Array<{ key: string; path: string; lastmod?: string }>> = {
  default: [
    { key: 'category:3', path: '/c/konserter' },
    { key: 'event:EV-1', path: '/p/EV-1/kent-1', lastmod: '2026-11-01T10:00:00Z' },
  ],
  store_de: [
    { key: 'category:3', path: '/c/konzerte' },
    { key: 'event:EV-1', path: '/p/EV-1/kent-1' },
  ],
  store_it: [{ key: 'category:3', path: '/c/concerti' }],
};
const categoriesAndEvents: SitemapSource = { name: 'catalogue', pages: async (code) => catalogue[code] ?? [] };
const cms: SitemapSource = { name: 'cms', pages: async () => [{ key: 'cms:about-us', path: '/i/about-us' }] };

describe('sitemap', () => {
  it('lists every page of every source per store, with the store prefix, lastmod and hreflang alternates', async () => {
    const pages = await collectSitemapPages([categoriesAndEvents, cms], stores);
    const xml = renderSitemap('https://encore.test', stores, pages);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://encore.test/c/konserter',
      'https://encore.test/p/EV-1/kent-1',
      'https://encore.test/i/about-us',
      'https://encore.test/de/c/konzerte',
      'https://encore.test/de/p/EV-1/kent-1',
      'https://encore.test/de/i/about-us',
      'https://encore.test/it/c/concerti',
      'https://encore.test/it/i/about-us',
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
    expect(xml).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
    const first = xml.slice(xml.indexOf('<url>'), xml.indexOf('</url>'));
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="de-DE" href="https://encore.test/de/c/konzerte"/>');
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="it-IT" href="https://encore.test/it/c/concerti"/>');
    expect(first).toContain('<xhtml:link rel="alternate" hreflang="sv-SE" href="https://encore.test/c/konserter"/>');
  });

  it('a failing source is left out, the others still appear', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: SitemapSource = { name: 'broken', pages: async () => Promise.reject(new Error('down')) };
    const pages = await collectSitemapPages([broken, cms], stores);
    expect(pages.get('store_de')).toEqual([{ key: 'cms:about-us', path: '/i/about-us' }]);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('escapes XML', () => {
    expect(xmlEscape(`a&b<"c'>`)).toBe('a&amp;b&lt;&quot;c&apos;&gt;');
    const xml = renderSitemap('https://encore.test', stores.slice(0, 1), new Map([['default', [{ key: 'x', path: '/p/A&B/x' }]]]));
    expect(xml).toContain('<loc>https://encore.test/p/A&amp;B/x</loc>');
  });

  it('robots.txt keeps crawlers out of cart and checkout in every store and names the sitemap', () => {
    const txt = renderRobots('https://encore.test', stores);
    expect(txt).toContain('User-agent: *');
    for (const p of ['/checkout', '/de/checkout', '/it/checkout', '/cart', '/de/cart', '/success']) expect(txt).toContain(`Disallow: ${p}\n`);
    expect(txt).toContain('Sitemap: https://encore.test/sitemap.xml');
  });
});
