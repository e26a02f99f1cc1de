import { zonedWallClock, type WallClock } from '../time/zoned-time.ts';
import type { FormatStoreView } from './format-price.ts';

type DateParts = WallClock;

/** Calendar parts of an instant on a zone's clocks; an unreadable date is an error. */
function zonedParts(iso: string | Date, timeZone: string): DateParts {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(iso)}`);
  return zonedWallClock(date, timeZone);
}

type Token = 'YYYY' | 'MM' | 'M' | 'DD' | 'D' | 'HH' | 'mm';

/** Patterns split once into literal text and tokens: a listing formats dozens of dates a page. */
const compiled = new Map<string, Array<{ token: Token } | string>>();

function compile(pattern: string): Array<{ token: Token } | string> {
  let pieces = compiled.get(pattern);
  if (!pieces) {
    pieces = pattern.split(/(YYYY|MM|M|DD|D|HH|mm)/).map((piece, i) => (i % 2 === 1 ? { token: piece as Token } : piece));
    // Store patterns are few; a bound keeps a stream of odd patterns from growing the map.
    if (compiled.size < 64) compiled.set(pattern, pieces);
  }
  return pieces;
}

const pad = (n: number) => String(n).padStart(2, '0');

function tokenText(parts: DateParts, token: Token): string {
  switch (token) {
    case 'YYYY':
      return String(parts.year);
    case 'MM':
      return pad(parts.month);
    case 'M':
      return String(parts.month);
    case 'DD':
      return pad(parts.day);
    case 'D':
      return String(parts.day);
    case 'HH':
      return pad(parts.hour);
    default:
      return pad(parts.minute);
  }
}

/**
 * Renders a date with a store-view pattern made of the tokens YYYY, MM, M,
 * DD, D, HH, mm (anything else is literal), e.g. 'HH:mm D/M/YYYY'.
 */
function formatDatePattern(parts: DateParts, pattern: string): string {
  let out = '';
  for (const piece of compile(pattern)) out += typeof piece === 'string' ? piece : tokenText(parts, piece.token);
  return out;
}

/**
 * An event start (ISO-8601 UTC) in the store's time zone and date format:
 * 'HH:mm D/M/YYYY' for the Swedish store, e.g. '19:30 14/3/2027'.
 * Deterministic on server and client (explicit time zone, numeric parts only).
 */
export function formatEventDate(iso: string | Date, storeView: FormatStoreView): string {
  return formatDatePattern(zonedParts(iso, storeView.i18n.timeZone), storeView.i18n.dateFormat);
}

/** Date only ('14/3/2027'): the store pattern with the time tokens removed. */
export function formatEventDay(iso: string | Date, storeView: FormatStoreView): string {
  const pattern = storeView.i18n.dateFormat.replace(/HH:mm\s*/, '').trim();
  return formatDatePattern(zonedParts(iso, storeView.i18n.timeZone), pattern);
}
