import { describe, expect, it } from 'vitest';
import { parseCatalogue } from '../import/validate.ts';
import { artistName, generateLargeCatalogue } from './large-catalogue.ts';

describe('generateLargeCatalogue', () => {
  it('writes a valid import document with events x tickets, both currencies', () => {
    const doc = generateLargeCatalogue({ events: 40, ticketsPerEvent: 5, from: new Date('2027-01-01T00:00:00Z') });
    expect(() => parseCatalogue(doc)).not.toThrow();
    const events = doc.events as Array<{ sku: string; children: Array<{ prices: { SEK: number; EUR: number } }> }>;
    expect(events).toHaveLength(40);
    expect(events.flatMap((e) => e.children)).toHaveLength(200);
    expect(events[0]!.children[0]!.prices.SEK).toBeGreaterThan(0);
    expect(events[0]!.children[0]!.prices.EUR).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.sku)).size).toBe(40);
  });

  it('is deterministic for a seed', () => {
    const a = generateLargeCatalogue({ events: 5, seed: 7, from: new Date('2027-01-01T00:00:00Z') });
    const b = generateLargeCatalogue({ events: 5, seed: 7, from: new Date('2027-01-01T00:00:00Z') });
    expect(a).toEqual(b);
  });

  it('defaults to 10,000 events and 50,000 ticket categories', () => {
    const doc = generateLargeCatalogue({ from: new Date('2027-01-01T00:00:00Z') });
    const events = doc.events as Array<{ children: unknown[] }>;
    expect(events).toHaveLength(10_000);
    expect(events.reduce((n, e) => n + e.children.length, 0)).toBe(50_000);
  });

  it('gives distinct artist names', () => {
    const names = Array.from({ length: 625 }, (_, i) => artistName(i));
    expect(new Set(names).size).toBe(625);
  });
});
