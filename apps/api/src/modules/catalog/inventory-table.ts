import { placeOfId } from './sorted-ids.ts';

/** A product's stock row, as product documents and the cart's quick checks read it. */
export interface InventoryRecord {
  product_id: number;
  qty: number;
  sold: number;
  /** Tickets in running holds (set by the service from the hold module). */
  held?: number;
  manage_stock: boolean;
  max_sale_qty: number;
}

/** Where product documents read their stock from: the whole inventory, a few rows, or a map in tests. */
export interface StockSource {
  get(productId: number): InventoryRecord | undefined;
}

/** A stock row as read: `manage_stock` as the database stores it. */
export interface InventoryRow {
  product_id: number;
  qty: number;
  sold: number;
  manage_stock: number;
  max_sale_qty: number;
}

const INT32_MAX = 2 ** 31 - 1;
/** Counts are kept in 32 bits: more than two billion tickets of one category is no real sale. */
const count = (n: number) => Math.max(-INT32_MAX, Math.min(INT32_MAX, Math.trunc(n)));

const MANAGED = 1;
const GONE = 2;

/**
 * The stock rows of the whole catalogue, column by column in typed arrays, found by product id through
 * their sorted ids. At 100,000 events the 600,000 rows took about 65 MB as records in a map; here about
 * 15 MB (ADR 0071). Rows of products added after the load (a small import) and their changes go to a
 * map beside the columns; a row is made into a record only when asked for.
 */
export class InventoryTable implements StockSource {
  private readonly ids: Float64Array;
  private readonly qty: Int32Array;
  private readonly sold: Int32Array;
  private readonly held: Int32Array;
  private readonly maxSale: Int32Array;
  private readonly flags: Uint8Array;
  private readonly added = new Map<number, InventoryRecord>();

  /** `rows` in ascending product id order, as `loadInventoryTable` reads them. */
  constructor(rows: readonly InventoryRow[]) {
    const n = rows.length;
    this.ids = new Float64Array(n);
    this.qty = new Int32Array(n);
    this.sold = new Int32Array(n);
    this.held = new Int32Array(n);
    this.maxSale = new Int32Array(n);
    this.flags = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const r = rows[i]!;
      if (i > 0 && r.product_id <= this.ids[i - 1]!) throw new Error('inventory rows must come in ascending product id order');
      this.ids[i] = r.product_id;
      this.qty[i] = count(r.qty);
      this.sold[i] = count(r.sold);
      this.maxSale[i] = count(r.max_sale_qty);
      this.flags[i] = r.manage_stock === 1 ? MANAGED : 0;
    }
  }

  get(productId: number): InventoryRecord | undefined {
    const added = this.added.get(productId);
    if (added) return added;
    const i = this.slot(productId);
    if (i < 0 || this.flags[i]! & GONE) return undefined;
    const record: InventoryRecord = { product_id: productId, qty: this.qty[i]!, sold: this.sold[i]!, manage_stock: (this.flags[i]! & MANAGED) !== 0, max_sale_qty: this.maxSale[i]! };
    if (this.held[i]) record.held = this.held[i]!;
    return record;
  }

  /** Tickets of a row in running holds. */
  setHeld(productId: number, held: number): void {
    const added = this.added.get(productId);
    if (added) added.held = held;
    const i = this.slot(productId);
    if (i >= 0) this.held[i] = count(held);
  }

  set(productId: number, record: InventoryRecord): void {
    const i = this.slot(productId);
    if (i < 0) {
      this.added.set(productId, record);
      return;
    }
    this.qty[i] = count(record.qty);
    this.sold[i] = count(record.sold);
    this.held[i] = count(record.held ?? 0);
    this.maxSale[i] = count(record.max_sale_qty);
    this.flags[i] = record.manage_stock ? MANAGED : 0;
  }

  delete(productId: number): void {
    this.added.delete(productId);
    const i = this.slot(productId);
    if (i >= 0) this.flags[i] = GONE;
  }

  private slot(productId: number): number {
    return placeOfId(this.ids, productId);
  }
}
