import { zonedParts } from '@encore/domain';

export const SHOP_TIME_ZONE = 'Europe/Stockholm';

/**
 * The UTC instant (ISO-8601) of a wall-clock time in Stockholm, correct on
 * both sides of daylight saving time (19:30 is 18:30Z in winter, 17:30Z in summer).
 */
export function stockholmToUtc(year: number, month: number, day: number, hour: number, minute: number): string {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let t = wall;
  // Two rounds settle the offset even when the first guess lands across a DST switch.
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(t), SHOP_TIME_ZONE);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    t += wall - shown;
  }
  return new Date(t).toISOString();
}

/** Stockholm calendar date of an instant, plus `days`. */
export function stockholmDatePlus(now: Date, days: number): { year: number; month: number; day: number } {
  const p = zonedParts(now, SHOP_TIME_ZONE);
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const dayFormat = new Intl.DateTimeFormat('sv-SE', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: SHOP_TIME_ZONE });
const shortDayFormat = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'long', timeZone: SHOP_TIME_ZONE });

/** 'lör 14 mars 2027 · 19:30' */
export function posterDate(iso: string): string {
  const d = new Date(iso);
  return `${dayFormat.format(d)} · ${timeFormat.format(d)}`;
}

/** '14 mars' */
export function shortDay(iso: string): string {
  return shortDayFormat.format(new Date(iso));
}

/** Small deterministic PRNG (mulberry32) so the demo catalogue is the same on every run. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Rng = ReturnType<typeof createRng>;

/** FNV-1a hash of a string (stable colours and shapes per poster). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
