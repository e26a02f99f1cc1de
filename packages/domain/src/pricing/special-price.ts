import { addDays, parseCalendarDate, startOfZonedDay } from '../time/zoned-time.ts';

/** The dates of a special price as stored: a day ('2027-03-31'), an instant ('2027-03-31T18:00:00Z') or open (null). */
interface SpecialPriceWindow {
  special_from_date: string | null;
  special_to_date: string | null;
}

const dayStarts = new Map<string, number>();

/** When a day begins in the store's zone; a catalogue repeats a few dates many times, so each is worked out once. */
function dayStart(day: string, addDaysAfter: number, timeZone: string): number | undefined {
  // Only a bare 'YYYY-MM-DD' is a day; instants (the usual case) leave at once.
  if (day.length !== 10) return undefined;
  const key = `${timeZone} ${day} ${addDaysAfter}`;
  let at = dayStarts.get(key);
  if (at === undefined) {
    const date = parseCalendarDate(day);
    if (!date) return undefined;
    at = startOfZonedDay(addDays(date, addDaysAfter), timeZone).getTime();
    if (dayStarts.size >= 10_000) dayStarts.clear();
    dayStarts.set(key, at);
  }
  return at;
}

/**
 * The first moment of a special price: a bare date starts at midnight of the store's time zone, an
 * instant is taken as it is. Undefined when open (or unreadable, which counts as open).
 */
function specialPriceStartsAt(from: string | null | undefined, timeZone: string): number | undefined {
  if (!from) return undefined;
  const at = dayStart(from, 0, timeZone) ?? Date.parse(from);
  return Number.isNaN(at) ? undefined : at;
}

/**
 * The first moment after a special price: a bare date covers that whole day in the store's time zone,
 * so the price ends at the store's next midnight ("to 2027-03-31" in Stockholm ends at 00:00 on
 * 1 April, Stockholm time); an instant is the last moment it applies. Undefined when open.
 */
function specialPriceEndsAt(to: string | null | undefined, timeZone: string): number | undefined {
  if (!to) return undefined;
  const at = dayStart(to, 1, timeZone) ?? Date.parse(to) + 1;
  return Number.isNaN(at) ? undefined : at;
}

/** Whether `now` lies inside the special-price window of a store in `timeZone`; either end may be open (null). */
function isWithinWindow(from: string | null | undefined, to: string | null | undefined, now: Date, timeZone: string): boolean {
  const t = now.getTime();
  const starts = specialPriceStartsAt(from, timeZone);
  if (starts !== undefined && t < starts) return false;
  const ends = specialPriceEndsAt(to, timeZone);
  return ends === undefined || t < ends;
}

/**
 * The special price that applies now, or null: it must be set, lower than the original price and
 * inside its window, counted in the store's time zone.
 */
export function activeSpecialPrice(
  original: number,
  special: number | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
  timeZone: string,
): number | null {
  if (special == null || special < 0) return null;
  if (special >= original) return null;
  return isWithinWindow(from, to, now, timeZone) ? special : null;
}

/**
 * The next moment after `now` at which one of the windows opens or closes, when prices worked out
 * before it stop being right; +Infinity when none will.
 */
export function nextSpecialPriceChange(windows: Iterable<SpecialPriceWindow>, now: Date, timeZone: string): number {
  const t = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const w of windows) {
    if (!w.special_from_date && !w.special_to_date) continue;
    const starts = specialPriceStartsAt(w.special_from_date, timeZone);
    if (starts !== undefined && starts > t && starts < next) next = starts;
    const ends = specialPriceEndsAt(w.special_to_date, timeZone);
    if (ends !== undefined && ends > t && ends < next) next = ends;
  }
  return next;
}
