import { describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate, startOfZonedDay, zonedDate, zonedWallClock, zonedWallTimeToUtc } from './zoned-time.ts';

const STOCKHOLM = 'Europe/Stockholm';
const NEW_YORK = 'America/New_York';

describe('zonedWallTimeToUtc', () => {
  it.each([
    ['evening in winter (UTC+1)', { year: 2027, month: 1, day: 15, hour: 19, minute: 30 }, STOCKHOLM, '2027-01-15T18:30:00.000Z'],
    ['evening in summer (UTC+2)', { year: 2027, month: 7, day: 10, hour: 19, minute: 30 }, STOCKHOLM, '2027-07-10T17:30:00.000Z'],
    ['half past midnight on New Year is still the old year in UTC', { year: 2027, month: 1, day: 1, hour: 0, minute: 30 }, STOCKHOLM, '2026-12-31T23:30:00.000Z'],
    ['the last millisecond of a year', { year: 2027, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999 }, STOCKHOLM, '2027-12-31T22:59:59.999Z'],
    // Clocks go forward at 02:00 on the last Sunday of March.
    ['the evening before clocks go forward', { year: 2027, month: 3, day: 27, hour: 19 }, STOCKHOLM, '2027-03-27T18:00:00.000Z'],
    ['midnight of the day clocks go forward', { year: 2027, month: 3, day: 28 }, STOCKHOLM, '2027-03-27T23:00:00.000Z'],
    ['01:59 on that day, still winter time', { year: 2027, month: 3, day: 28, hour: 1, minute: 59 }, STOCKHOLM, '2027-03-28T00:59:00.000Z'],
    ['02:30 does not exist that night: it counts as 03:30', { year: 2027, month: 3, day: 28, hour: 2, minute: 30 }, STOCKHOLM, '2027-03-28T01:30:00.000Z'],
    ['03:00 that night, summer time', { year: 2027, month: 3, day: 28, hour: 3 }, STOCKHOLM, '2027-03-28T01:00:00.000Z'],
    ['the afternoon clocks went forward', { year: 2027, month: 3, day: 28, hour: 15 }, STOCKHOLM, '2027-03-28T13:00:00.000Z'],
    // Clocks go back at 03:00 on the last Sunday of October.
    ['midnight of the day clocks go back', { year: 2027, month: 10, day: 31 }, STOCKHOLM, '2027-10-30T22:00:00.000Z'],
    ['02:30 happens twice that night: the first one counts', { year: 2027, month: 10, day: 31, hour: 2, minute: 30 }, STOCKHOLM, '2027-10-31T00:30:00.000Z'],
    ['03:00 that night, winter time', { year: 2027, month: 10, day: 31, hour: 3 }, STOCKHOLM, '2027-10-31T02:00:00.000Z'],
    ['the afternoon clocks went back', { year: 2027, month: 10, day: 31, hour: 15 }, STOCKHOLM, '2027-10-31T14:00:00.000Z'],
    ['a zone behind UTC, in summer', { year: 2027, month: 7, day: 4, hour: 21 }, NEW_YORK, '2027-07-05T01:00:00.000Z'],
    ['a zone behind UTC, in winter', { year: 2027, month: 1, day: 15, hour: 7 }, NEW_YORK, '2027-01-15T12:00:00.000Z'],
    ['UTC itself', { year: 2027, month: 3, day: 28, hour: 2, minute: 30 }, 'UTC', '2027-03-28T02:30:00.000Z'],
  ])('%s', (_name, wall, zone, iso) => {
    expect(zonedWallTimeToUtc(wall, zone).toISOString()).toBe(iso);
  });

  it('shows the same wall-clock time again in the zone, every month of the year', () => {
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: STOCKHOLM, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (let month = 1; month <= 12; month++) expect(clock.format(zonedWallTimeToUtc({ year: 2027, month, day: 14, hour: 19, minute: 45 }, STOCKHOLM))).toBe('19:45');
  });
});

describe('startOfZonedDay', () => {
  it.each([
    ['a winter day', '2027-02-10', STOCKHOLM, '2027-02-09T23:00:00.000Z'],
    ['a summer day', '2027-04-01', STOCKHOLM, '2027-03-31T22:00:00.000Z'],
    ['the day clocks go forward', '2027-03-28', STOCKHOLM, '2027-03-27T23:00:00.000Z'],
    ['the day after clocks go forward', '2027-03-29', STOCKHOLM, '2027-03-28T22:00:00.000Z'],
    ['the day clocks go back', '2027-10-31', STOCKHOLM, '2027-10-30T22:00:00.000Z'],
    ['the day after clocks go back', '2027-11-01', STOCKHOLM, '2027-10-31T23:00:00.000Z'],
    ['in UTC', '2027-04-01', 'UTC', '2027-04-01T00:00:00.000Z'],
  ])('%s', (_name, date, zone, iso) => {
    expect(startOfZonedDay(parseCalendarDate(date)!, zone).toISOString()).toBe(iso);
  });
});

describe('zonedWallClock', () => {
  it.each([
    ['winter time in Stockholm', '2027-03-04T08:05:09Z', STOCKHOLM, { year: 2027, month: 3, day: 4, hour: 9, minute: 5, second: 9 }],
    ['summer time in Stockholm', '2027-07-04T08:05:00Z', STOCKHOLM, { year: 2027, month: 7, day: 4, hour: 10, minute: 5, second: 0 }],
    ['the first 02:30 of the night clocks go back (summer time)', '2027-10-31T00:30:00Z', STOCKHOLM, { year: 2027, month: 10, day: 31, hour: 2, minute: 30, second: 0 }],
    ['the second 02:30 of that night (winter time)', '2027-10-31T01:30:00Z', STOCKHOLM, { year: 2027, month: 10, day: 31, hour: 2, minute: 30, second: 0 }],
    ['midnight is hour 0, not 24', '2027-03-31T22:00:00Z', STOCKHOLM, { year: 2027, month: 4, day: 1, hour: 0, minute: 0, second: 0 }],
    ['a zone behind UTC is still on the day before', '2027-01-01T03:00:00Z', NEW_YORK, { year: 2026, month: 12, day: 31, hour: 22, minute: 0, second: 0 }],
  ])('%s', (_name, iso, zone, clock) => {
    expect(zonedWallClock(new Date(iso), zone)).toEqual(clock);
  });
});

describe('zonedDate', () => {
  it.each([
    ['late evening UTC is already the next day in Stockholm', '2026-12-31T23:30:00Z', STOCKHOLM, { year: 2027, month: 1, day: 1 }],
    ['the same day when both agree', '2027-06-15T12:00:00Z', STOCKHOLM, { year: 2027, month: 6, day: 15 }],
    ['early morning UTC is still the day before in New York', '2027-06-15T03:00:00Z', NEW_YORK, { year: 2027, month: 6, day: 14 }],
  ])('%s', (_name, iso, zone, date) => {
    expect(zonedDate(new Date(iso), zone)).toEqual(date);
  });
});

describe('addDays', () => {
  it.each([
    ['within a month', { year: 2027, month: 3, day: 1 }, 5, { year: 2027, month: 3, day: 6 }],
    ['across the end of February', { year: 2027, month: 2, day: 27 }, 2, { year: 2027, month: 3, day: 1 }],
    ['across a leap day', { year: 2028, month: 2, day: 28 }, 1, { year: 2028, month: 2, day: 29 }],
    ['across a year end', { year: 2027, month: 12, day: 31 }, 1, { year: 2028, month: 1, day: 1 }],
    ['backwards', { year: 2027, month: 1, day: 1 }, -1, { year: 2026, month: 12, day: 31 }],
  ])('%s', (_name, date, days, expected) => {
    expect(addDays(date, days)).toEqual(expected);
  });
});

describe('parseCalendarDate', () => {
  it.each([
    ['a date', '2027-03-31', { year: 2027, month: 3, day: 31 }],
    ['a date with a time is not a calendar date', '2027-03-31T00:00:00Z', undefined],
    ['anything else', 'soon', undefined],
  ])('%s', (_name, text, expected) => {
    expect(parseCalendarDate(text)).toEqual(expected);
  });
});
