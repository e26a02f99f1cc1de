/**
 * Rows kept per store (store_id > 0) and for every store (0): for each key the store's own row wins
 * over the all-stores row, and other stores' rows are left out.
 */
export function preferStoreRows<T extends { store_id: number }>(rows: readonly T[], keyOf: (row: T) => string, storeId: number): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    if (row.store_id !== 0 && row.store_id !== storeId) continue;
    const key = keyOf(row);
    const current = byKey.get(key);
    if (!current || (current.store_id === 0 && row.store_id === storeId)) byKey.set(key, row);
  }
  return [...byKey.values()];
}
