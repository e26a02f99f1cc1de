import { describe, expect, it } from 'vitest';
import { PlaceById } from './place-by-id.ts';

/** What a map of the same ids answers, which PlaceById must agree with for every id asked. */
function mapOf(ids: readonly number[]): Map<number, number> {
  const map = new Map<number, number>();
  ids.forEach((id, place) => map.set(id, place));
  return map;
}

describe('PlaceById', () => {
  it('finds the place of each id of a short span, and nothing for ids around and between them', () => {
    // Events every sixth id, as a store view holds them beside their ticket categories.
    const ids = Array.from({ length: 1000 }, (_, i) => 110_000 + 6 * ((i * 7919) % 1000));
    const places = new PlaceById(ids);
    const expected = mapOf(ids);
    for (let id = 109_990; id < 116_010; id++) expect(places.get(id)).toBe(expected.get(id));
  });

  it('answers undefined for fractions, negative numbers and NaN', () => {
    const places = new PlaceById([3, 4, 5]);
    expect(places.get(4)).toBe(1);
    for (const id of [3.5, -1, -0.5, NaN, Infinity, 2, 6]) expect(places.get(id)).toBeUndefined();
  });

  it('looks widely spread ids up as a map does', () => {
    const ids = [1, 2_000_000_000, 7, 99_999_999];
    const places = new PlaceById(ids);
    ids.forEach((id, place) => expect(places.get(id)).toBe(place));
    expect(places.get(8)).toBeUndefined();
    expect(places.get(2_000_000_001)).toBeUndefined();
  });

  it('keeps the last place of an id listed twice, as a map would', () => {
    expect(new PlaceById([5, 6, 5]).get(5)).toBe(2);
    expect(new PlaceById([5, 1e12, 5]).get(5)).toBe(2);
  });

  it('takes ids that are not whole numbers, and an empty list', () => {
    const places = new PlaceById([1.5, 2, 2.5]);
    expect(places.get(2.5)).toBe(2);
    expect(places.get(2)).toBe(1);
    expect(places.get(3)).toBeUndefined();
    expect(new PlaceById([]).get(0)).toBeUndefined();
  });
});
