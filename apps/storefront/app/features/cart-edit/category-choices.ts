import type { Product } from '@encore/contracts';
import { activeSpecialPrice } from '@encore/domain';

/** One ticket category of a cart line's event, offered in the microcart edit mode. */
export interface CategoryChoice {
  sku: string;
  label: string;
  /** Unit price incl. tax now (special price when active), minor units. */
  price: number;
  /** Tickets left to buy, or null when stock is not managed. */
  available: number | null;
  soldOut: boolean;
}

/** The enabled ticket categories of an event with their current price and availability; special prices end at the store's midnight (`timeZone`). */
export function categoryChoices(parent: Pick<Product, 'configurable_children'> | undefined, now: Date, timeZone: string): CategoryChoice[] {
  return (parent?.configurable_children ?? [])
    .filter((c) => c.status === 1)
    .map((c) => {
      // The catalogue writes 0 for "no special price".
      const special = c.special_price_incl_tax > 0 ? activeSpecialPrice(c.price_incl_tax, c.special_price_incl_tax, c.special_from_date, c.special_to_date, now, timeZone) : null;
      const price = special ?? c.price_incl_tax;
      const available = c.stock.manage_stock ? Math.max(0, c.stock.qty) : null;
      return { sku: c.sku, label: c.ticket_category_label || c.name, price, available, soldOut: !c.stock.is_in_stock || available === 0 };
    });
}
