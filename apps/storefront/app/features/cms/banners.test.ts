import { describe, expect, it } from 'vitest';
import { BANNER_CONFIG_PATHS } from '@encore/contracts';
import { bannerImageUrl, toBanners } from './banners.ts';

describe('toBanners', () => {
  it('reads mainBanners, smallBanners, productBanners and headImage from their configuration paths', () => {
    const b = toBanners([
      { path: BANNER_CONFIG_PATHS.mainBanners, store_id: 1, value: [{ title: 'Konserter', link: '/c/konserter', image: 'categories/konserter', tone: 'night' }] },
      { path: BANNER_CONFIG_PATHS.smallBanners, store_id: 1, value: [{ title: 'Presentkort', text: 'Ge bort', link: '/gift-card' }] },
      { path: BANNER_CONFIG_PATHS.productBanners, store_id: 0, value: [{ title: 'Sport', link: 'https://example.org/sport' }] },
      { path: BANNER_CONFIG_PATHS.headImage, store_id: 1, value: { title: 'Live', link: '/' } },
    ]);
    expect(b).toEqual({
      mainBanners: [{ title: 'Konserter', link: '/c/konserter', image: 'categories/konserter', tone: 'night' }],
      smallBanners: [{ title: 'Presentkort', text: 'Ge bort', link: '/gift-card' }],
      productBanners: [{ title: 'Sport', link: 'https://example.org/sport' }],
      headImage: { title: 'Live', link: '/' },
    });
  });

  it('leaves out malformed banners and unsafe links or image keys', () => {
    const b = toBanners([
      { path: BANNER_CONFIG_PATHS.mainBanners, store_id: 1, value: [{ title: 'x', link: 'javascript:alert(1)' }, { title: 'y', link: '//evil.example' }, { link: '/c' }, 'text', { title: 'ok', link: '/c', image: '../../etc' }] },
      { path: BANNER_CONFIG_PATHS.headImage, store_id: 1, value: 'not a banner' },
    ]);
    expect(b).toEqual({ mainBanners: [{ title: 'ok', link: '/c' }], smallBanners: [], productBanners: [], headImage: null });
  });

  it('has no banners without configuration', () => {
    expect(toBanners([])).toEqual({ mainBanners: [], smallBanners: [], productBanners: [], headImage: null });
  });

  it('builds the artwork address of a media key', () => {
    expect(bannerImageUrl('categories/konserter')).toBe('/media/categories/konserter-600x744.webp');
  });
});
