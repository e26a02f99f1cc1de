import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '@encore/contracts';
import { formatEventDate, formatEventDay } from './format-date.ts';

const sv = STORE_VIEWS.default;
const de = STORE_VIEWS.store_de;

describe('formatEventDate (Europe/Stockholm)', () => {
  it.each([
    // winter time, UTC+1
    ['2027-03-14T18:30:00.000Z', '19:30 14/3/2027'],
    ['2027-01-01T00:05:00Z', '01:05 1/1/2027'],
    // crossing midnight into the next local day
    ['2026-12-31T23:30:00Z', '00:30 1/1/2027'],
    // summer time, UTC+2
    ['2027-07-04T17:00:00Z', '19:00 4/7/2027'],
    // DST starts 2027-03-28 01:00 UTC: 00:59Z is 01:59 CET, 01:00Z is 03:00 CEST
    ['2027-03-28T00:59:00Z', '01:59 28/3/2027'],
    ['2027-03-28T01:00:00Z', '03:00 28/3/2027'],
    // DST ends 2027-10-31 01:00 UTC: 00:30Z is 02:30 CEST, 01:30Z is 02:30 CET
    ['2027-10-31T00:30:00Z', '02:30 31/10/2027'],
    ['2027-10-31T01:30:00Z', '02:30 31/10/2027'],
    ['2027-10-31T02:00:00Z', '03:00 31/10/2027'],
  ])('%s → %s', (iso, expected) => {
    expect(formatEventDate(iso, sv)).toBe(expected);
  });

  it('midnight is 00, not 24', () => {
    expect(formatEventDate('2027-05-01T22:00:00Z', sv)).toBe('00:00 2/5/2027');
  });

  it('German pattern uses dots', () => {
    expect(formatEventDate('2027-03-14T18:30:00Z', de)).toBe('19:30 14.3.2027');
  });

  it('accepts Date objects and rejects garbage', () => {
    expect(formatEventDate(new Date('2027-03-14T18:30:00Z'), sv)).toBe('19:30 14/3/2027');
    expect(() => formatEventDate('not a date', sv)).toThrow(RangeError);
  });

  it('day only', () => {
    expect(formatEventDay('2027-03-14T18:30:00Z', sv)).toBe('14/3/2027');
  });

});

describe('store date patterns', () => {
  it.each([
    ['YYYY-MM-DD HH:mm', '2027-03-04 09:05'],
    ['D/M/YYYY', '4/3/2027'],
    ['DD.MM.YYYY', '04.03.2027'],
    ['HH:mm', '09:05'],
    ['kl. HH:mm, D/M', 'kl. 09:05, 4/3'],
  ])('%s → %s', (dateFormat, expected) => {
    expect(formatEventDate('2027-03-04T08:05:00Z', { i18n: { ...sv.i18n, dateFormat } })).toBe(expected);
  });
});
