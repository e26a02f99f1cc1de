import { describe, expect, it } from 'vitest';
import { demoDatePlus, demoTimeToUtc, posterDate } from './time.ts';

describe('demoTimeToUtc', () => {
  it('converts evening start times on both sides of daylight saving time', () => {
    expect(demoTimeToUtc(2027, 1, 15, 19, 30)).toBe('2027-01-15T18:30:00.000Z'); // CET, UTC+1
    expect(demoTimeToUtc(2027, 7, 10, 19, 30)).toBe('2027-07-10T17:30:00.000Z'); // CEST, UTC+2
    expect(demoTimeToUtc(2026, 12, 31, 23, 30)).toBe('2026-12-31T22:30:00.000Z');
    expect(demoTimeToUtc(2027, 1, 1, 0, 30)).toBe('2026-12-31T23:30:00.000Z');
  });

  it('switches offset exactly on the DST change days (last Sunday of March and October)', () => {
    expect(demoTimeToUtc(2027, 3, 27, 19, 0)).toBe('2027-03-27T18:00:00.000Z');
    expect(demoTimeToUtc(2027, 3, 28, 19, 0)).toBe('2027-03-28T17:00:00.000Z');
    expect(demoTimeToUtc(2027, 10, 30, 19, 0)).toBe('2027-10-30T17:00:00.000Z');
    expect(demoTimeToUtc(2027, 10, 31, 19, 0)).toBe('2027-10-31T18:00:00.000Z');
    // Afternoon of the change days, after the 02:00/03:00 switch.
    expect(demoTimeToUtc(2027, 3, 28, 15, 0)).toBe('2027-03-28T13:00:00.000Z');
    expect(demoTimeToUtc(2027, 10, 31, 15, 0)).toBe('2027-10-31T14:00:00.000Z');
  });

  it('round-trips through the Stockholm wall clock', () => {
    for (let m = 1; m <= 12; m++) {
      const iso = demoTimeToUtc(2027, m, 14, 19, 45);
      expect(posterDate(iso)).toMatch(/ · 19:45$/);
    }
  });
});

describe('demoDatePlus', () => {
  it('counts from the Stockholm calendar day, not the UTC one', () => {
    // 23:30Z on 31 Dec is already 1 Jan in Stockholm.
    expect(demoDatePlus(new Date('2026-12-31T23:30:00Z'), 0)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(demoDatePlus(new Date('2027-02-27T12:00:00Z'), 2)).toEqual({ year: 2027, month: 3, day: 1 });
  });
});
