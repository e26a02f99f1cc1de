import type { InventoryColumns } from '../inventory-table.ts';
import type { PriceColumns } from '../price-table.ts';

/** What the API's thread asks the table reader for: every price and stock row, now. */
export interface TableRequest {
  id: number;
}

/** The worker's answer to one request: the tables' columns, or why they could not be read. */
export type TableAnswer = { id: number; ok: true; inventory: InventoryColumns; prices: PriceColumns } | { id: number; ok: false; message: string };
