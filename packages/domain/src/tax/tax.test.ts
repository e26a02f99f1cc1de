import { describe, expect, it } from 'vitest';
import type { TaxRule } from '@encore/contracts';
import { findTaxRate, splitTax } from './tax.ts';

const rules: TaxRule[] = [
  {
    id: 1,
    code: 'tickets',
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 6, tax_country_id: 'SE', tax_region_id: 0, region_name: '', code: 'SE-6' },
      { rate: 7, tax_country_id: 'DE', tax_region_id: 0, region_name: '', code: 'DE-7' },
      { rate: 10, tax_country_id: 'IT', tax_region_id: 0, region_name: '', code: 'IT-10' },
      { rate: 8, tax_country_id: 'PL', tax_region_id: 0, region_name: '', code: 'PL-8' },
    ],
  },
  {
    id: 2,
    code: 'regional',
    product_tax_class_ids: [5],
    customer_tax_class_ids: [3],
    rates: [{ rate: 4, tax_country_id: 'ES', tax_region_id: 12, region_name: 'Canarias', code: 'ES-IC' }],
  },
];

const splitRules: TaxRule[] = [
  { id: 1, code: 'SE', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 6, tax_country_id: 'SE', tax_region_id: 0, region_name: '*', code: 'SE-6' }] },
  { id: 2, code: 'DE', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 7, tax_country_id: 'DE', tax_region_id: 0, region_name: '*', code: 'DE-7' }] },
];

describe('findTaxRate', () => {
  it('finds the country rate when rules are split per country', () => {
    expect(findTaxRate(splitRules, 2, { country: 'SE' })).toBe(6);
    expect(findTaxRate(splitRules, 2, { country: 'DE' })).toBe(7);
    expect(findTaxRate(splitRules, 2, { country: 'IT' })).toBe(0);
  });

  it.each([
    ['Swedish tickets', 2, { country: 'SE' }, 6],
    ['German tickets', 2, { country: 'DE' }, 7],
    ['lower-case country', 2, { country: 'se' }, 6],
    ['country missing → PL', 2, {}, 8],
    ['country null → PL', 2, { country: null }, 8],
    ['country without a rate → 0', 2, { country: 'US' }, 0],
    ['tax class without a rule → 0', 9, { country: 'SE' }, 0],
    ['tax class 0 → 0', 0, { country: 'SE' }, 0],
    ['region must match when named', 5, { country: 'ES', region: 'Madrid' }, 0],
    ['matching region', 5, { country: 'ES', region: 'Canarias' }, 4],
    ['customer class compared only when given', 2, { country: 'SE', customerTaxClassId: 3 }, 6],
    ['other customer class → 0', 2, { country: 'SE', customerTaxClassId: 4 }, 0],
  ])('%s', (_name, taxClass, ctx, expected) => {
    expect(findTaxRate(rules, taxClass, ctx)).toBe(expected);
  });
});

describe('splitTax', () => {
  it.each([
    // amount, rate, includesTax, net, tax, gross
    [59_900, 6, true, 56_509, 3_391, 59_900],
    [10_600, 6, true, 10_000, 600, 10_600],
    [4_900, 7, true, 4_579, 321, 4_900],
    [0, 6, true, 0, 0, 0],
    [12_345, 0, true, 12_345, 0, 12_345],
    [10_000, 6, false, 10_000, 600, 10_600],
    [999, 7.5, false, 999, 75, 1_074],
  ])('%i at %d %% (incl %s) → net %i tax %i', (amount, rate, incl, net, tax, gross) => {
    const s = splitTax(amount, rate, incl);
    expect(s).toEqual({ net, tax, gross });
    expect(s.net + s.tax).toBe(s.gross);
    expect(Number.isInteger(s.net) && Number.isInteger(s.tax)).toBe(true);
  });
});
