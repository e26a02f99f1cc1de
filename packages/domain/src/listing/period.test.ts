import { describe, expect, it } from 'vitest';
import { parsePeriod, periodRange } from './period.ts';

describe('periodRange', () => {
  it.each([
    ['a year in Stockholm starts and ends on winter time', 2027, 'Europe/Stockholm', '2026-12-31T23:00:00.000Z', '2027-12-31T22:59:59.999Z'],
    ['a year in New York', 2027, 'America/New_York', '2027-01-01T05:00:00.000Z', '2028-01-01T04:59:59.999Z'],
    ['a year in UTC', 2027, 'UTC', '2027-01-01T00:00:00.000Z', '2027-12-31T23:59:59.999Z'],
  ])('%s', (_name, year, zone, from, to) => {
    expect(periodRange(year, zone)).toEqual({ from, to });
  });

  it('counts in the default store view’s zone when none is given', () => {
    expect(periodRange(2028)).toEqual({ from: '2027-12-31T23:00:00.000Z', to: '2028-12-31T22:59:59.999Z' });
  });
});

describe('parsePeriod', () => {
  it.each([
    ['a four-digit year', '2027', 2027],
    ['a month is not a period', '2027-01', null],
    ['a two-digit year', '27', null],
    ['missing', undefined, null],
    ['empty', '', null],
  ])('%s', (_name, value, expected) => {
    expect(parsePeriod(value)).toBe(expected);
  });
});
