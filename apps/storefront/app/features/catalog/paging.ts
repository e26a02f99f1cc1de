export const PAGE_SIZE = 16;
export const MAX_PAGE = 50;

/** `?page=N` (1-based, clamped to 1..MAX_PAGE; garbage → 1). */
export function parsePage(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page');
  if (!raw || !/^\d+$/.test(raw)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number.parseInt(raw, 10)));
}

/**
 * Load-more paging: page N shows the first N×16 events, so `?page=N` works
 * without JavaScript and a reload keeps what was shown.
 */
export function pageWindow(page: number, pageSize = PAGE_SIZE): { from: number; size: number } {
  return { from: 0, size: Math.max(1, page) * pageSize };
}

export function hasMore(total: number, shown: number): boolean {
  return shown < total;
}
