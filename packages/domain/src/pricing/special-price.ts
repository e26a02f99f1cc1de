const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function boundary(value: string, endOfDay: boolean): number {
  // A bare date covers that whole (UTC) day, so "to 2027-03-31" still applies on the 31st.
  if (DATE_ONLY.test(value)) return Date.parse(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`);
  return Date.parse(value);
}

/** Whether `now` lies inside the special-price window; either end may be open (null). */
export function isWithinWindow(from: string | null | undefined, to: string | null | undefined, now: Date): boolean {
  const t = now.getTime();
  if (from) {
    const f = boundary(from, false);
    if (!Number.isNaN(f) && t < f) return false;
  }
  if (to) {
    const e = boundary(to, true);
    if (!Number.isNaN(e) && t > e) return false;
  }
  return true;
}

/**
 * The special price that applies now, or null: it must be set, lower than the
 * original price and inside its date window (spec 4, "Price state").
 */
export function activeSpecialPrice(
  original: number,
  special: number | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
): number | null {
  if (special == null || special < 0) return null;
  if (special >= original) return null;
  return isWithinWindow(from, to, now) ? special : null;
}
