/** The listing's sort options; the id is the API sort parameter and the route's `sort` value. */
export interface SortOption {
  id: string;
  label: string;
}

export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'updated_at:desc', label: 'Latest' },
  { id: 'final_price:asc', label: 'Price low to high' },
  { id: 'final_price:desc', label: 'Price high to low' },
  { id: 'date:asc', label: 'Date ascending' },
];

export const DEFAULT_SORT_ID = 'date:asc';

export function isSortOption(id: string): boolean {
  return SORT_OPTIONS.some((o) => o.id === id);
}
