import { describe, expect, it } from 'vitest';
import { preferStoreRows } from './store-scope.ts';

describe('preferStoreRows', () => {
  const rows = [
    { identifier: 'a', store_id: 0, v: 'all' },
    { identifier: 'a', store_id: 2, v: 'de' },
    { identifier: 'b', store_id: 0, v: 'all' },
    { identifier: 'c', store_id: 3, v: 'it' },
  ];
  it("keeps the store's own row over the all-stores row and drops other stores' rows", () => {
    expect(preferStoreRows(rows, (r) => r.identifier, 2).map((r) => r.v)).toEqual(['de', 'all']);
    expect(preferStoreRows(rows, (r) => r.identifier, 1).map((r) => `${r.identifier}:${r.v}`)).toEqual(['a:all', 'b:all']);
    expect(preferStoreRows([...rows].reverse(), (r) => r.identifier, 2).find((r) => r.identifier === 'a')?.v).toBe('de');
  });
});
