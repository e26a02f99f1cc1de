import { describe, expect, it } from 'vitest';
import { DocumentJson } from './document-json.ts';

describe("documents' JSON kept from their second showing", () => {
  it('writes a document shown once without keeping it, keeps it when shown again, and writes it no more', () => {
    const list = new DocumentJson(3);
    let writes = 0;
    const doc = () => {
      writes++;
      return { id: 7, name: 'Kent' };
    };
    expect(list.of(1, doc)).toBe('{"id":7,"name":"Kent"}');
    expect(list.holds(1)).toBe(false);
    expect(list.of(1, doc)).toBe('{"id":7,"name":"Kent"}');
    expect(list.holds(1)).toBe(true);
    expect(list.of(1, doc)).toBe('{"id":7,"name":"Kent"}');
    expect(writes).toBe(2);
    expect(list.holds(0)).toBe(false);
    expect(list.holds(2)).toBe(false);
  });

  it('writes a forgotten document again from its new values, and keeps the new JSON', () => {
    const list = new DocumentJson(1);
    list.of(0, () => ({ qty: 3 }));
    list.of(0, () => ({ qty: 3 }));
    list.forget(0);
    expect(list.holds(0)).toBe(false);
    expect(list.of(0, () => ({ qty: 2 }))).toBe('{"qty":2}');
    expect(list.holds(0)).toBe(true);
    expect(list.of(0, () => ({ qty: 1 }))).toBe('{"qty":2}');
  });
});

describe("documents' JSON kept within a bound of characters", () => {
  const card = (n: number) => () => ({ name: 'x'.repeat(n) });

  it('counts what it keeps and what it forgets', () => {
    const list = new DocumentJson(3, 1000);
    for (const d of [0, 0, 1, 1]) list.of(d, card(10));
    // Each JSON is {"name":"xxxxxxxxxx"}: 21 characters.
    expect(list.size).toBe(42);
    list.forget(1);
    list.forget(1);
    list.forget(2);
    expect(list.size).toBe(21);
  });

  it('starts again from empty when the next document would pass the bound, and keeps documents shown twice after that', () => {
    const list = new DocumentJson(4, 50);
    for (const d of [0, 0, 1, 1]) list.of(d, card(10));
    expect(list.size).toBe(42);
    list.of(2, card(10));
    // Document 2's second showing would make 63 characters: nothing kept now, and no document counts as shown.
    expect(list.of(2, card(10))).toBe('{"name":"xxxxxxxxxx"}');
    expect(list.size).toBe(0);
    expect([0, 1, 2].some((d) => list.holds(d))).toBe(false);
    list.of(0, card(10));
    expect(list.holds(0)).toBe(false);
    list.of(0, card(10));
    expect(list.holds(0)).toBe(true);
    expect(list.size).toBe(21);
  });
});
