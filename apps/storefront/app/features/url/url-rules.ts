/**
 * Pure rules of URL handling: cache keys, when a URL rewrite redirects, and
 * which page a mapped entity opens.
 */

import { DEFAULT_REDIRECT_STATUS } from '@encore/contracts';

/** Cache key of a path: no leading or trailing slash, no query or hash ('/a/b/?x' → 'a/b'). */
export function urlCacheKey(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '').replace(/^\/+/, '').replace(/\/+$/, '');
}

export interface RewriteLike {
  redirect_type: number;
  target_path: string;
  disabled: boolean;
}

export interface Redirect {
  status: 301 | 302;
  /** Store-relative path with a leading slash, or an absolute http(s) URL. */
  target: string;
}

/**
 * A 301 rewrite, or a disabled rewrite, is a redirect with the rewrite's
 * status (301 or 302; anything else becomes the default 301). Any other
 * rewrite, like a missing one, means "no rewrite" for the path.
 */
export function rewriteRedirect(rewrite: RewriteLike | null | undefined): Redirect | null {
  if (!rewrite) return null;
  if (rewrite.redirect_type !== 301 && !rewrite.disabled) return null;
  const status = rewrite.redirect_type === 302 ? 302 : DEFAULT_REDIRECT_STATUS;
  const target = /^https?:\/\//i.test(rewrite.target_path) ? rewrite.target_path : `/${urlCacheKey(rewrite.target_path)}`;
  return { status, target };
}

export interface MappingHit {
  _type: string;
  _source: { url_path?: string; identifier?: string };
}

/** The route of a mapped product (its url_path), category (/c/url_path) or CMS page (/i/identifier); null for anything else. */
export function routeForMapping(hit: MappingHit | null | undefined): string | null {
  if (!hit) return null;
  const src = hit._source ?? {};
  switch (hit._type) {
    case 'product':
      return src.url_path ? `/${urlCacheKey(src.url_path)}` : null;
    case 'category':
      return src.url_path ? `/c/${urlCacheKey(src.url_path)}` : null;
    case 'cms_page':
      return src.identifier ? `/i/${src.identifier}` : null;
    default:
      return null;
  }
}

/** `/home` (and the legacy `/pwa.html`) is the home page: both redirect to `/`. */
export function isHomeAlias(key: string): boolean {
  return key === 'home' || key === 'pwa.html';
}
