export const LISTING_TIME_ZONE = 'Europe/Stockholm';

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes the zone is ahead of UTC at an instant (DST handled by ICU). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  let f = offsetFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    offsetFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]));
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The UTC instant of a wall-clock time in a zone. */
export function zonedWallTimeToUtc(year: number, month: number, day: number, hour: number, minute: number, second: number, ms: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Two passes settle the offset also right next to a DST change.
  let t = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  t = guess - zoneOffsetMinutes(t, timeZone) * 60_000;
  return new Date(t);
}

/** A `?period=YYYY` value as a year, or null when it is not a four-digit year. */
export function parsePeriod(value: string | null | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  return Number(value);
}

/** Spec 2: a period is a date filter from 1 January to 31 December of that year, Stockholm time (ISO UTC bounds, inclusive). */
export function periodRange(year: number, timeZone = LISTING_TIME_ZONE): { from: string; to: string } {
  return {
    from: zonedWallTimeToUtc(year, 1, 1, 0, 0, 0, 0, timeZone).toISOString(),
    to: zonedWallTimeToUtc(year, 12, 31, 23, 59, 59, 999, timeZone).toISOString(),
  };
}
