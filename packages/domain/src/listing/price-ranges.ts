/** The listing's price filter ranges, in major currency units; the last one is open-ended. */
export interface PriceRange {
  id: string;
  from: number;
  to?: number;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { id: '0-50', from: 0, to: 50 },
  { id: '50-100', from: 50, to: 100 },
  { id: '100-150', from: 100, to: 150 },
  { id: '150-', from: 150 },
];

export function priceRangeById(id: string): PriceRange | undefined {
  return PRICE_RANGES.find((r) => r.id === id);
}

/**
 * A price bucket's label, word for word: '< {currency}{to}' for the first bucket,
 * '> {currency}{from}' for the last, '{currency}{from} - {to}' in between.
 */
export function priceRangeLabel(range: { from?: number | undefined; to?: number | undefined }, index: number, count: number, currency: string): string {
  if (index === 0 && range.to !== undefined) return `< ${currency}${range.to}`;
  if (index === count - 1 || range.to === undefined) return `> ${currency}${range.from ?? 0}`;
  return `${currency}${range.from ?? 0} - ${range.to}`;
}

/** Range bounds in minor units (prices are stored as öre/cent); `to` is exclusive. */
export function priceRangeMinor(range: PriceRange, fractionDigits = 2): { from: number; to?: number } {
  const f = 10 ** fractionDigits;
  return range.to === undefined ? { from: range.from * f } : { from: range.from * f, to: range.to * f };
}
