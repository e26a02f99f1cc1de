import { describe, expect, it } from 'vitest';
import { activeSpecialPrice, nextSpecialPriceChange } from './special-price.ts';

const STOCKHOLM = 'Europe/Stockholm';
const now = new Date('2027-03-15T12:00:00Z');
const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const w = (from: string | null, to: string | null) => ({ special_from_date: from, special_to_date: to });
/** A moment as ISO text; undefined for none (+Infinity). A window's start or end is the next price change seen from long before. */
const iso = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : undefined);
/** Whether an offer of 400.00 on a 500.00 ticket applies at `at`. */
const isWithinWindow = (from: string | null, to: string | null, at: Date, zone: string) => activeSpecialPrice(50_000, 40_000, from, to, at, zone) === 40_000;

describe('when a special price begins', () => {
  it.each([
    ['a date starts at the store’s midnight (winter time)', '2027-03-01', STOCKHOLM, '2027-02-28T23:00:00.000Z'],
    ['a date starts at the store’s midnight (summer time)', '2027-04-01', STOCKHOLM, '2027-03-31T22:00:00.000Z'],
    ['on the day clocks go forward', '2027-03-28', STOCKHOLM, '2027-03-27T23:00:00.000Z'],
    ['on the day after clocks go forward', '2027-03-29', STOCKHOLM, '2027-03-28T22:00:00.000Z'],
    ['on the day clocks go back', '2027-10-31', STOCKHOLM, '2027-10-30T22:00:00.000Z'],
    ['a store in UTC starts at midnight UTC', '2027-04-01', 'UTC', '2027-04-01T00:00:00.000Z'],
    ['an instant is taken as it is', '2027-04-01T18:30:00Z', STOCKHOLM, '2027-04-01T18:30:00.000Z'],
    ['open', null, STOCKHOLM, undefined],
    ['unreadable counts as open', 'soon', STOCKHOLM, undefined],
  ])('%s', (_name, from, zone, expected) => {
    expect(iso(nextSpecialPriceChange([w(from, null)], LONG_AGO, zone))).toBe(expected);
  });
});

describe('when a special price ends', () => {
  it.each([
    ['"to 2027-03-31" ends at 00:00 on 1 April in Stockholm', '2027-03-31', STOCKHOLM, '2027-03-31T22:00:00.000Z'],
    ['a winter date ends at the next midnight, winter time', '2027-02-10', STOCKHOLM, '2027-02-10T23:00:00.000Z'],
    ['the day before clocks go forward ends at winter midnight', '2027-03-27', STOCKHOLM, '2027-03-27T23:00:00.000Z'],
    ['the day clocks go forward is 23 hours long', '2027-03-28', STOCKHOLM, '2027-03-28T22:00:00.000Z'],
    ['the day before clocks go back ends at summer midnight', '2027-10-30', STOCKHOLM, '2027-10-30T22:00:00.000Z'],
    ['the day clocks go back is 25 hours long', '2027-10-31', STOCKHOLM, '2027-10-31T23:00:00.000Z'],
    ['the last day of a year', '2027-12-31', STOCKHOLM, '2027-12-31T23:00:00.000Z'],
    ['a store in UTC ends at midnight UTC', '2027-03-31', 'UTC', '2027-04-01T00:00:00.000Z'],
    ['an instant is the last moment the price applies', '2027-03-31T18:00:00Z', STOCKHOLM, '2027-03-31T18:00:00.001Z'],
    ['open', null, STOCKHOLM, undefined],
    ['unreadable counts as open', 'later', STOCKHOLM, undefined],
  ])('%s', (_name, to, zone, expected) => {
    expect(iso(nextSpecialPriceChange([w(null, to)], LONG_AGO, zone))).toBe(expected);
  });
});

describe('whether a special price applies', () => {
  it.each([
    ['both open', null, null, now, true],
    ['from in the past', '2027-03-01', null, now, true],
    ['from in the future', '2027-03-16', null, now, false],
    ['from today (date only) counts the whole day', '2027-03-15', null, now, true],
    ['to in the future', null, '2027-04-01', now, true],
    ['to in the past', null, '2027-03-14', now, false],
    ['to today (date only) includes the whole day', null, '2027-03-15', now, true],
    ['inside both', '2027-03-01T00:00:00Z', '2027-03-31T00:00:00Z', now, true],
    ['after an instant end', '2027-03-01T00:00:00Z', '2027-03-15T11:59:59Z', now, false],
    ['at an instant end', null, '2027-03-15T12:00:00Z', now, true],
    ['unreadable bounds are ignored', 'soon', 'later', now, true],
    // The bug this rule fixes: a date-only end ran on until midnight UTC, 02:00 the next day in Stockholm.
    ['the last minute of 31 March, Stockholm time', null, '2027-03-31', new Date('2027-03-31T21:59:59.999Z'), true],
    ['midnight starting 1 April, Stockholm time', null, '2027-03-31', new Date('2027-03-31T22:00:00Z'), false],
    ['01:30 on 1 April, Stockholm time', null, '2027-03-31', new Date('2027-03-31T23:30:00Z'), false],
    ['a date-only start waits for the store’s midnight', '2027-04-01', null, new Date('2027-03-31T21:59:59.999Z'), false],
    ['and begins on it', '2027-04-01', null, new Date('2027-03-31T22:00:00Z'), true],
    // Across the change to summer time (clocks go forward at 02:00 on 28 March 2027).
    ['the last moment of 28 March, summer time', null, '2027-03-28', new Date('2027-03-28T21:59:59.999Z'), true],
    ['29 March has begun', null, '2027-03-28', new Date('2027-03-28T22:00:00Z'), false],
    // Across the change to winter time (clocks go back at 03:00 on 31 October 2027).
    ['23:30 on 31 October, winter time', null, '2027-10-31', new Date('2027-10-31T22:30:00Z'), true],
    ['1 November has begun', null, '2027-10-31', new Date('2027-10-31T23:00:00Z'), false],
    ['a start on the day clocks go back begins at summer midnight', '2027-10-31', null, new Date('2027-10-30T22:00:00Z'), true],
  ])('%s', (_name, from, to, at, expected) => {
    expect(isWithinWindow(from, to, at, STOCKHOLM)).toBe(expected);
  });

  it('counts the window in the zone it is given', () => {
    const at = new Date('2027-03-31T23:30:00Z');
    expect(isWithinWindow(null, '2027-03-31', at, STOCKHOLM)).toBe(false);
    expect(isWithinWindow(null, '2027-03-31', at, 'UTC')).toBe(true);
    expect(isWithinWindow(null, '2027-03-31', at, 'America/New_York')).toBe(true);
  });
});

describe('activeSpecialPrice', () => {
  it.each([
    ['lower and active', 50_000, 40_000, null, null, 40_000],
    ['equal to the original is not special', 50_000, 50_000, null, null, null],
    ['higher than the original is zeroed', 50_000, 60_000, null, null, null],
    ['no special price', 50_000, null, null, null, null],
    ['window not started', 50_000, 40_000, '2027-04-01', null, null],
    ['window ended', 50_000, 40_000, null, '2027-03-01', null],
    ['zero special price is a real (free) price', 50_000, 0, null, null, 0],
    ['a negative special price is no price', 50_000, -1, null, null, null],
  ])('%s', (_name, original, special, from, to, expected) => {
    expect(activeSpecialPrice(original, special, from, to, now, STOCKHOLM)).toBe(expected);
  });

  it('ends at the store’s midnight, not at midnight UTC', () => {
    expect(activeSpecialPrice(50_000, 40_000, null, '2027-03-31', new Date('2027-03-31T21:30:00Z'), STOCKHOLM)).toBe(40_000);
    expect(activeSpecialPrice(50_000, 40_000, null, '2027-03-31', new Date('2027-03-31T22:30:00Z'), STOCKHOLM)).toBeNull();
  });
});

describe('nextSpecialPriceChange', () => {
  it.each([
    ['no windows', [], Number.POSITIVE_INFINITY],
    ['open windows never change', [w(null, null)], Number.POSITIVE_INFINITY],
    ['windows wholly in the past', [w('2027-01-01', '2027-02-01')], Number.POSITIVE_INFINITY],
    ['a date-only end: the store’s next midnight', [w(null, '2027-03-31')], Date.parse('2027-03-31T22:00:00Z')],
    ['a date-only start: the store’s midnight', [w('2027-03-20', null)], Date.parse('2027-03-19T23:00:00Z')],
    ['an instant end: just after it', [w(null, '2027-03-16T10:00:00Z')], Date.parse('2027-03-16T10:00:00.001Z')],
    ['the soonest of several', [w(null, '2027-03-31'), w('2027-03-20', null), w('2027-03-01', '2027-03-17')], Date.parse('2027-03-17T23:00:00Z')],
    ['an end on the day clocks go forward', [w(null, '2027-03-28')], Date.parse('2027-03-28T22:00:00Z')],
    ['a start on the day after clocks go back', [w('2027-11-01', null)], Date.parse('2027-10-31T23:00:00Z')],
  ])('%s', (_name, windows, expected) => {
    expect(nextSpecialPriceChange(windows, now, STOCKHOLM)).toBe(expected);
  });

  it('is strictly after now: a window opening this very moment has already changed the prices', () => {
    expect(nextSpecialPriceChange([w('2027-03-15T12:00:00Z', '2027-03-15T13:00:00Z')], now, STOCKHOLM)).toBe(Date.parse('2027-03-15T13:00:00.001Z'));
  });
});
