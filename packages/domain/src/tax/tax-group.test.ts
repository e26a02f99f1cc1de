import { describe, expect, it } from 'vitest';
import { findTaxRate } from './tax.ts';
import { taxCustomerGroupId } from './tax-group.ts';

describe('taxCustomerGroupId', () => {
  it('is inactive (null) unless a numeric default group id is configured', () => {
    expect(taxCustomerGroupId({ userGroupId: null, useOnlyDefaultUserGroupId: false }, { group_id: 3 })).toBeNull();
    expect(taxCustomerGroupId({ userGroupId: null, useOnlyDefaultUserGroupId: true }, { group_id: 3 })).toBeNull();
  });
  it("uses the customer's group_id unless configured to use only the default group", () => {
    expect(taxCustomerGroupId({ userGroupId: 1, useOnlyDefaultUserGroupId: false }, { group_id: 3 })).toBe(3);
    expect(taxCustomerGroupId({ userGroupId: 1, useOnlyDefaultUserGroupId: true }, { group_id: 3 })).toBe(1);
    expect(taxCustomerGroupId({ userGroupId: 1, useOnlyDefaultUserGroupId: false }, null)).toBe(1);
  });
  it('selects the tax rule of the group', () => {
    const rules = [
      { id: 1, code: 'b2b', product_tax_class_ids: [2], customer_tax_class_ids: [5], rates: [{ rate: 0, tax_country_id: 'SE', tax_region_id: 0, region_name: '', code: 'SE-0' }] },
      { id: 2, code: 'retail', product_tax_class_ids: [2], customer_tax_class_ids: [3], rates: [{ rate: 6, tax_country_id: 'SE', tax_region_id: 0, region_name: '', code: 'SE-6' }] },
    ];
    const g = (id: number) => taxCustomerGroupId({ userGroupId: 3, useOnlyDefaultUserGroupId: false }, { group_id: id });
    expect(findTaxRate(rules, 2, { country: 'SE', customerTaxClassId: g(5) })).toBe(0);
    expect(findTaxRate(rules, 2, { country: 'SE', customerTaxClassId: g(3) })).toBe(6);
    expect(findTaxRate(rules, 2, { country: 'SE', customerTaxClassId: null })).toBe(0);
    // Without a country the tax country is PL: no PL rate here, so 0 tax.
    expect(findTaxRate(rules, 2, {})).toBe(0);
  });
});
