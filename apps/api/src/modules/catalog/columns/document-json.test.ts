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
