import { describe, expect, it } from 'vitest';
import type { CatalogData, TicketRecord } from './catalog.repo.ts';
import { touchesPackages } from './catalog-patch.ts';

const ticket = (id: number, parent: number) => ({ id, parent_id: parent }) as TicketRecord;
const data = (links: CatalogData['links']): CatalogData =>
  ({ tickets: [ticket(11, 1), ticket(21, 2), ticket(31, 3)], links }) as unknown as CatalogData;

describe('patching the loaded catalogue around packages', () => {
  const withPackage = data([{ product_id: 90, option_id: 0, linked_product_id: 11, qty: 1, is_default: 1, position: 0 }]);

  it('patches freely when no package exists', () => {
    expect(touchesPackages(data([]), [1, 2])).toBe(false);
  });

  it('reloads in full when a changed event is linked from a package, or the package itself changed', () => {
    expect(touchesPackages(withPackage, [1])).toBe(true);
    expect(touchesPackages(withPackage, [90])).toBe(true);
  });

  it('patches events no package links to', () => {
    expect(touchesPackages(withPackage, [2, 3])).toBe(false);
  });
});
