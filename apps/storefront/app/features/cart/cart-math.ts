import type { CartLine } from './types.ts';

/** The mini cart's count: tickets, the sum of the lines' quantities (not the number of lines). */
export function cartCount(lines: Array<Pick<CartLine, 'qty'>>): number {
  return lines.reduce((sum, l) => sum + (Number.isFinite(l.qty) && l.qty > 0 ? Math.floor(l.qty) : 0), 0);
}
