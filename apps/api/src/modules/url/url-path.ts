/**
 * Rewrites and mappings are keyed by a path without slashes at either end and
 * without query or hash ('/gamla/kent-2019/?x=1' → 'gamla/kent-2019'), so
 * every spelling of one address finds the same row.
 */
export function normaliseRequestPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as it was; it simply matches nothing.
  }
  return path.replace(/^\/+/, '').replace(/\/+$/, '');
}
