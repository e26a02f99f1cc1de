/**
 * The events a visitor opened, kept in their browser only (never sent to the shop): newest first, each
 * event once, at most 20. Paths are kept without the store prefix, so every store links to its own page.
 */
export interface RecentView {
  sku: string;
  name: string;
  path: string;
  viewedAt: string;
}

export const RECENTLY_VIEWED_KEY = 'encore_recently_viewed';
export const RECENTLY_VIEWED_MAX = 20;

/** The list with `view` in front; an event already in it moves to the front. */
export function withView(list: RecentView[], view: RecentView, max = RECENTLY_VIEWED_MAX): RecentView[] {
  return [view, ...list.filter((v) => v.sku !== view.sku)].slice(0, max);
}

/** What the browser stored, keeping only well-formed entries (it may be old, edited or another app's). */
export function parseRecentViews(raw: string | null): RecentView[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(
      (v): v is RecentView =>
        !!v && typeof v === 'object' && typeof v.sku === 'string' && typeof v.name === 'string' && typeof v.path === 'string' && v.path.startsWith('/') && !v.path.startsWith('//') && typeof v.viewedAt === 'string',
    )
    .slice(0, RECENTLY_VIEWED_MAX);
}

/** The stored list; empty where storage is unavailable (private modes, blocked storage). */
export function readRecentViews(): RecentView[] {
  try {
    return parseRecentViews(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

export function recordRecentView(view: RecentView): void {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withView(readRecentViews(), view)));
  } catch {
    // Storage full or blocked: the list is a convenience, the page works without it.
  }
}
