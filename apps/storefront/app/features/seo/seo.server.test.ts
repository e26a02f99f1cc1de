import { STORE_VIEWS } from '@encore/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { seoMeta } from '#app/lib/seo.ts';
import { appPath, buildSeo, publicOrigin } from './seo.server.ts';

const saved = process.env.PUBLIC_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = saved;
});

describe('buildSeo', () => {
  it('canonical and alternates use PUBLIC_URL, not the internal request host', () => {
    process.env.PUBLIC_URL = 'https://encore.example/';
    const req = new Request('http://10.0.0.5:3000/de/checkout.data?x=1');
    expect(publicOrigin(req)).toBe('https://encore.example');
    expect(appPath(req)).toBe('/checkout');
    const seo = buildSeo(req, STORE_VIEWS.store_de, { title: 'Kasse', description: 'd' });
    expect(seo.canonical).toBe('https://encore.example/de/checkout');
    expect(seo.alternates?.map((a) => `${a.hrefLang} ${a.href}`)).toEqual([
      'sv-SE https://encore.example/checkout',
      'de-DE https://encore.example/de/checkout',
      'it-IT https://encore.example/it/checkout',
      'x-default https://encore.example/checkout',
    ]);
  });

  it('falls back to the request origin; given paths decide the counterparts', () => {
    delete process.env.PUBLIC_URL;
    const req = new Request('http://shop.test/it/c/concerti?page=2');
    const seo = buildSeo(req, STORE_VIEWS.store_it, { title: 't', paths: { default: '/c/konserter', store_it: '/c/concerti' } });
    expect(seo.canonical).toBe('http://shop.test/it/c/concerti');
    expect(seo.alternates?.map((a) => a.hrefLang)).toEqual(['sv-SE', 'it-IT', 'x-default']);
  });

  it('seoMeta renders title, description, canonical link, hreflang links, robots and JSON-LD', () => {
    const tags = seoMeta({
      title: 'T',
      description: 'D',
      canonical: 'https://x/de',
      alternates: [{ storeCode: 'default', hrefLang: 'sv-SE', href: 'https://x/', path: '/' }],
      noindex: true,
      jsonLd: [{ '@type': 'Event' }],
    });
    expect(tags).toContainEqual({ title: 'T' });
    expect(tags).toContainEqual({ name: 'description', content: 'D' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://x/de' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'sv-SE', href: 'https://x/' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Event' } });
  });
});
