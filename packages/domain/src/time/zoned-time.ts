/** A calendar date; months count from 1. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A wall-clock time as a clock in some time zone shows it; missing parts are 0. */
export interface WallTime extends CalendarDate {
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

const DAY_MS = 86_400_000;
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let f = clockFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    clockFormats.set(timeZone, f);
  }
  return f;
}

/** What a zone's clocks show: date and time of day, to the second. */
export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

/** The date and time a zone's clocks show at an instant (daylight saving time included). */
export function zonedWallClock(instant: Date, timeZone: string): WallClock {
  const p: Record<string, number> = {};
  for (const part of clockFormat(timeZone).formatToParts(instant)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour! % 24, minute: p.minute!, second: p.second! };
}

/** Minutes a zone's clocks are ahead of UTC at an instant (daylight saving time included). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const w = zonedWallClock(new Date(instant), timeZone);
  const shownAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((shownAsUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant at which a zone's clocks show a wall-clock time. Where the clocks jump forward (the
 * skipped hour of spring) a time inside the gap counts as that long after the jump (02:30 becomes
 * 03:30); where they fall back (the repeated hour of autumn) the earlier of the two instants counts.
 */
export function zonedWallTimeToUtc(wall: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0, wall.millisecond ?? 0);
  // The zone's offset a day before and a day after: a zone changes its offset at most once in between.
  const before = zoneOffsetMinutes(asUtc - DAY_MS, timeZone) * 60_000;
  const after = zoneOffsetMinutes(asUtc + DAY_MS, timeZone) * 60_000;
  const earlier = asUtc - Math.max(before, after);
  const later = asUtc - Math.min(before, after);
  if (zoneOffsetMinutes(earlier, timeZone) * 60_000 === Math.max(before, after)) return new Date(earlier);
  if (zoneOffsetMinutes(later, timeZone) * 60_000 === Math.min(before, after)) return new Date(later);
  // In the skipped hour: read with the offset in force before the jump.
  return new Date(asUtc - before);
}

/** The calendar date a zone's clocks show at an instant. */
export function zonedDate(instant: Date, timeZone: string): CalendarDate {
  const w = zonedWallClock(instant, timeZone);
  return { year: w.year, month: w.month, day: w.day };
}

/** A calendar date `days` later (earlier when negative), across month and year ends. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` text as a calendar date; undefined for anything else. */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const m = DATE_ONLY.exec(text);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : undefined;
}

/** The instant a calendar day begins in a zone: midnight on the zone's clocks. */
export function startOfZonedDay(date: CalendarDate, timeZone: string): Date {
  return zonedWallTimeToUtc(date, timeZone);
}
