import { addDays, zonedDate, zonedWallTimeToUtc, type CalendarDate } from '@encore/domain';

/** The demo catalogue's events are in Swedish venues: their times are Stockholm wall-clock times. */
export const DEMO_TIME_ZONE = 'Europe/Stockholm';

/** The UTC instant (ISO-8601) of a demo start time ('19:30' on a day is 18:30Z in winter, 17:30Z in summer). */
export function demoTimeToUtc(year: number, month: number, day: number, hour: number, minute: number): string {
  return zonedWallTimeToUtc({ year, month, day, hour, minute }, DEMO_TIME_ZONE).toISOString();
}

/** The demo's calendar date of an instant, plus `days`. */
export function demoDatePlus(now: Date, days: number): CalendarDate {
  return addDays(zonedDate(now, DEMO_TIME_ZONE), days);
}

const dayFormat = new Intl.DateTimeFormat('sv-SE', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: DEMO_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: DEMO_TIME_ZONE });
const shortDayFormat = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', timeZone: DEMO_TIME_ZONE });

/** 'lör 14 mars 2027 · 19:30' */
export function posterDate(iso: string): string {
  const d = new Date(iso);
  return `${dayFormat.format(d)} · ${timeFormat.format(d)}`;
}

/** '14 mars' */
export function shortDay(iso: string): string {
  return shortDayFormat.format(new Date(iso));
}
