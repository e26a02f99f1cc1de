import type { CartLine } from './types.ts';

/** Mini cart count: sum of quantities (spec: the mini cart counts quantities). */
export function cartCount(lines: Array<Pick<CartLine, 'qty'>>): number {
  return lines.reduce((sum, l) => sum + (Number.isFinite(l.qty) && l.qty > 0 ? Math.floor(l.qty) : 0), 0);
}

/** Parses a posted quantity: integer ≥ 1 (default 1), capped. */
export function parseQty(raw: FormDataEntryValue | null, max = 10): number | null {
  if (raw === null || raw === '') return 1;
  const s = String(raw).trim();
  if (!/^\d+$/.test(s)) return null;
  const n = Number.parseInt(s, 10);
  if (n < 1 || n > max) return null;
  return n;
}
