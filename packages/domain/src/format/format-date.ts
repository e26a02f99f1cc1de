import { zonedWallClock, type WallClock } from '../time/zoned-time.ts';
import type { FormatStoreView } from './format-price.ts';

type DateParts = WallClock;

/** Calendar parts of an instant on a zone's clocks; an unreadable date is an error. */
function zonedParts(iso: string | Date, timeZone: string): DateParts {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(iso)}`);
  return zonedWallClock(date, timeZone);
}

/**
 * Renders a date with a store-view pattern made of the tokens YYYY, MM, M,
 * DD, D, HH, mm (anything else is literal), e.g. 'HH:mm D/M/YYYY'.
 */
function formatDatePattern(parts: DateParts, pattern: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return pattern.replace(/YYYY|MM|M|DD|D|HH|mm/g, (token) => {
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
  });
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
