import type { CartLine } from './types.ts';

/** Mini cart count: sum of quantities (spec: the mini cart counts quantities). */
export function cartCount(lines: Array<Pick<CartLine, 'qty'>>): number {
  return lines.reduce((sum, l) => sum + (Number.isFinite(l.qty) && l.qty > 0 ? Math.floor(l.qty) : 0), 0);
}
