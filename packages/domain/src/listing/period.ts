import { STORE_VIEWS, DEFAULT_STORE_CODE } from '@encore/contracts';
import { zonedWallTimeToUtc } from '../time/zoned-time.ts';

/** A `?period=YYYY` value as a year, or null when it is not a four-digit year. */
export function parsePeriod(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  return Number(value);
}

/**
 * A period is a date filter from 1 January to 31 December of that year on the store's clocks
 * (ISO UTC bounds, both inclusive). The store's time zone comes from its store view; without one,
 * the default store view's.
 */
export function periodRange(year: number, timeZone: string = STORE_VIEWS[DEFAULT_STORE_CODE].i18n.timeZone): { from: string; to: string } {
  return {
    from: zonedWallTimeToUtc({ year, month: 1, day: 1 }, timeZone).toISOString(),
    to: zonedWallTimeToUtc({ year, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999 }, timeZone).toISOString(),
  };
}
