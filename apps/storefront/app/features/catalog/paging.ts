import { CATEGORY_PAGE_SIZE } from '@encore/contracts';

const PAGE_SIZE = CATEGORY_PAGE_SIZE;

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
