import { describe, expect, it } from 'vitest';
import { cmsPagePath, STATIC_PAGES } from './static-pages.ts';

describe('static pages', () => {
  it('lists every static content route, plus /contact', () => {
    expect([...STATIC_PAGES].sort()).toEqual(
      ['legal', 'privacy', 'magazine', 'sale', 'order-tracking', 'about-us', 'customer-service', 'store-locator', 'size-guide', 'gift-card', 'delivery', 'returns', 'order-from-catalog', 'contact'].sort(),
    );
  });

  it('addresses a static page by its own route and any other CMS page under /i', () => {
    expect(cmsPagePath('returns')).toBe('/returns');
    expect(cmsPagePath('e2e-sanitized')).toBe('/i/e2e-sanitized');
  });
});
