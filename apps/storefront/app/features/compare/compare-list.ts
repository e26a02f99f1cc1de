/** The compare list holds events by sku; adding a sku already present is ignored. */
export const COMPARE_LIMIT = 4;

export function addToCompareList(skus: readonly string[], sku: string, limit = COMPARE_LIMIT): string[] {
  if (!sku || skus.includes(sku)) return [...skus];
  // The oldest entry makes room: a table wider than the limit is unreadable on a phone.
  return [...skus, sku].slice(-limit);
}

export function removeFromCompareList(skus: readonly string[], sku: string): string[] {
  return skus.filter((s) => s !== sku);
}
