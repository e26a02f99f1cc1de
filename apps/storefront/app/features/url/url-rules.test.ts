import { describe, expect, it } from 'vitest';
import { isHomeAlias, rewriteRedirect, routeForMapping, urlCacheKey } from './url-rules.ts';

describe('urlCacheKey', () => {
  it('drops slashes at both ends, the query and the hash', () => {
    expect(urlCacheKey('/evenemang/konserter/')).toBe('evenemang/konserter');
    expect(urlCacheKey('evenemang/konserter?utm_source=x')).toBe('evenemang/konserter');
    expect(urlCacheKey('//a/b#top')).toBe('a/b');
    expect(urlCacheKey('/')).toBe('');
  });
});

describe('rewriteRedirect', () => {
  const rewrite = (redirect_type: number, disabled = false, target_path = 'c/konserter') => ({ redirect_type, disabled, target_path });

  it('redirects a 301 rewrite with 301', () => {
    expect(rewriteRedirect(rewrite(301))).toEqual({ status: 301, target: '/c/konserter' });
  });

  it('redirects a disabled rewrite with its own status, 301 by default', () => {
    expect(rewriteRedirect(rewrite(302, true))).toEqual({ status: 302, target: '/c/konserter' });
    expect(rewriteRedirect(rewrite(0, true))).toEqual({ status: 301, target: '/c/konserter' });
    expect(rewriteRedirect(rewrite(307, true))).toEqual({ status: 301, target: '/c/konserter' });
  });

  it('treats every other rewrite, and a missing one, as no rewrite', () => {
    expect(rewriteRedirect(rewrite(302))).toBeNull();
    expect(rewriteRedirect(rewrite(0))).toBeNull();
    expect(rewriteRedirect(null)).toBeNull();
  });

  it('keeps absolute http(s) targets and normalises relative ones', () => {
    expect(rewriteRedirect(rewrite(301, false, 'https://example.org/x'))?.target).toBe('https://example.org/x');
    expect(rewriteRedirect(rewrite(301, false, '/i/about-us/'))?.target).toBe('/i/about-us');
  });
});

describe('routeForMapping', () => {
  it('opens a product at its url_path, a category under /c and a CMS page under /i', () => {
    expect(routeForMapping({ _type: 'product', _source: { url_path: 'p/KON-001/kent' } })).toBe('/p/KON-001/kent');
    expect(routeForMapping({ _type: 'category', _source: { url_path: 'konserter/kent' } })).toBe('/c/konserter/kent');
    expect(routeForMapping({ _type: 'cms_page', _source: { identifier: 'about-us' } })).toBe('/i/about-us');
  });

  it('gives no route for no hit or an unknown type (page-not-found)', () => {
    expect(routeForMapping(null)).toBeNull();
    expect(routeForMapping({ _type: 'attribute', _source: {} })).toBeNull();
    expect(routeForMapping({ _type: 'category', _source: {} })).toBeNull();
  });
});

describe('isHomeAlias', () => {
  it('knows /home and /pwa.html', () => {
    expect(isHomeAlias('home')).toBe(true);
    expect(isHomeAlias('pwa.html')).toBe(true);
    expect(isHomeAlias('homes')).toBe(false);
  });
});
