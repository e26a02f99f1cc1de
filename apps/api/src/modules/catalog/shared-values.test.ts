import { describe, expect, it } from 'vitest';
import { SharedValues } from './shared-values.ts';

describe('one copy of equal values read from many rows', () => {
  it('parses a JSON column once per distinct text and hands every row the same frozen value', () => {
    const shared = new SharedValues();
    const text = '[{"attribute_code":"ticket_category","value":"101"}]';
    const a = shared.json<Array<{ attribute_code: string; value: string }>>(text, []);
    // A fresh copy of the same text, as a driver hands each row.
    const b = shared.json<Array<{ attribute_code: string; value: string }>>(text.slice(0, 10) + text.slice(10), []);
    expect(a).toEqual([{ attribute_code: 'ticket_category', value: '101' }]);
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a[0])).toBe(true);
    expect(() => a.push({ attribute_code: 'x', value: 'y' })).toThrow(TypeError);
    expect(shared.json('[{"attribute_code":"location","value":"Globen"}]', [])).not.toBe(a);
  });

  it('gives the fallback for an empty or unreadable column, without keeping it', () => {
    const shared = new SharedValues();
    const fallback: string[] = [];
    expect(shared.json(null, fallback)).toBe(fallback);
    expect(shared.json('', fallback)).toBe(fallback);
    expect(shared.json('{not json', fallback)).toBe(fallback);
    expect(shared.json('{not json', ['other'])).toEqual(['other']);
  });

  it('returns each text unchanged, short or long, and null as null', () => {
    const shared = new SharedValues();
    const long = 'x'.repeat(200);
    expect(shared.text('SEK')).toBe('SEK');
    expect(shared.text('2026-12-03T18:00:00.000Z')).toBe('2026-12-03T18:00:00.000Z');
    expect(shared.text(long)).toBe(long);
    expect(shared.text(null)).toBeNull();
  });
});
