/**
 * Pure URL helpers for store-view prefixes, safe for the browser bundle (no
 * contracts import). Only resolveStoreView (store-view.ts) and <Link>
 * (link.tsx) call them; components never build prefixes themselves.
 */

/** Strips React Router's `.data` suffix (single-fetch requests) from a pathname. */
export function normalizePathname(pathname: string): string {
  const p = pathname.replace(/\.data$/, '');
  if (p === '/_root') return '/';
  return p || '/';
}

/** Prefixes an absolute app path with the store's URL prefix ('/c/x' → '/de/c/x'). Other values pass through. */
export function localizePath(path: string, urlPrefix: string): string {
  if (!urlPrefix || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === `/${urlPrefix}` || path.startsWith(`/${urlPrefix}/`)) return path;
  return path === '/' ? `/${urlPrefix}` : `/${urlPrefix}${path}`;
}

/** Removes a known store prefix from a pathname ('/de/c/x' → '/c/x'), for store switching. */
export function stripStorePrefix(pathname: string, knownPrefixes: readonly string[]): string {
  const [, first, ...rest] = pathname.split('/');
  if (first && knownPrefixes.includes(first)) {
    return `/${rest.join('/')}`;
  }
  return pathname;
}
