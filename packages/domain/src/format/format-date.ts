import type { FormatStoreView } from './format-price.ts';

const cache = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) {
    // Locale fixed to en-GB only to obtain numeric parts; the layout comes from the store's pattern.
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    cache.set(timeZone, f);
  }
  return f;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Calendar parts of an instant in a time zone (DST handled by ICU). */
export function zonedParts(iso: string | Date, timeZone: string): DateParts {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new RangeError(`invalid date: ${String(iso)}`);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(partsFormat(timeZone).formatToParts(date).find((p) => p.type === type)?.value ?? NaN);
  const parts = { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
  return parts;
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
