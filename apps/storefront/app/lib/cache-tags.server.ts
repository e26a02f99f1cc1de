/**
 * Output-cache tags of the page being rendered: loaders and the API client
 * note which products and categories a page shows, and the storefront host
 * (server/output-cache.js) stores the page under those tags. Outside the
 * host (tests, dev without the cache) this does nothing.
 */
const TAGS_STORAGE_KEY = Symbol.for('encore.output-cache.tags');

interface TagStorage {
  getStore(): Set<string> | undefined;
}

export const productTag = (id: number | string) => `P${id}`;
export const categoryTag = (id: number | string) => `C${id}`;

export function recordCacheTags(tags: Iterable<string>): void {
  const storage = (globalThis as Record<symbol, TagStorage | undefined>)[TAGS_STORAGE_KEY];
  const set = storage?.getStore();
  if (!set) return;
  for (const tag of tags) set.add(tag);
}
