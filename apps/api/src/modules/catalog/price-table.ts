import type { ProductPriceTable } from '../../db/schema.ts';
import { placeOfId } from './sorted-ids.ts';

export type PriceRecord = ProductPriceTable;

/** A store view's prices by product id (the catalogue's rows in one currency). */
export interface CurrencyPrices {
  get(productId: number): PriceRecord | undefined;
}

const NO_DATE = -1;

/**
 * A number read from a Float64Array counts as a fraction to the engine even when it is whole: stored in
 * a document's price fields it turned every such field of every document into a boxed number, 44 MB at
 * 100,000 events. Whole numbers that fit 32 bits are handed out as small integers.
 */
const whole = (n: number): number => ((n | 0) === n ? n | 0 : n);

/**
 * A loaded catalogue's price rows, one per product and currency, kept column by column in typed arrays
 * with each distinct currency and date text held once. At 100,000 events the million rows took about
 * 93 MB as objects (with the store view's map by product id); a row is made into an object only when
 * asked for, and a lookup by product id searches the currency's ids by halves (ADR 0071).
 */
export class PriceTable implements Iterable<PriceRecord> {
  private productIds = new Float64Array(0);
  private currencyAt = new Uint8Array(0);
  private price = new Float64Array(0);
  /** NaN where the row has no special price. */
  private special = new Float64Array(0);
  private from = new Int32Array(0);
  private to = new Int32Array(0);
  private readonly currencies: string[] = [];
  private readonly texts: string[] = [];
  private readonly textIndex = new Map<string, number>();
  private readonly byCurrency = new Map<string, CurrencyPrices>();
  length = 0;

  static from(rows: Iterable<PriceRecord>): PriceTable {
    const table = new PriceTable();
    for (const row of rows) table.push(row);
    return table;
  }

  push(row: PriceRecord): void {
    this.pushValues(row.product_id, row.currency, row.price, row.special_price, row.special_from_date, row.special_to_date);
  }

  /** A row given by its values, as a load reads them (no object per row). */
  pushValues(productId: number, currency: string, price: number, specialPrice: number | null, specialFrom: string | null, specialTo: string | null): void {
    if (this.length === this.productIds.length) this.resize(Math.max(64, this.length * 2));
    const i = this.length++;
    this.productIds[i] = productId;
    let c = this.currencies.indexOf(currency);
    if (c < 0) {
      if (this.currencies.length === 255) throw new Error('more than 255 currencies in one catalogue');
      c = this.currencies.push(currency) - 1;
    }
    this.currencyAt[i] = c;
    this.price[i] = price;
    this.special[i] = specialPrice ?? Number.NaN;
    this.from[i] = this.textNumber(specialFrom);
    this.to[i] = this.textNumber(specialTo);
    // A lookup made before this row would miss it.
    if (this.byCurrency.size) this.byCurrency.clear();
  }

  /** Gives back the room kept for more rows once loading is done. */
  trim(): void {
    this.resize(this.length);
  }

  productId(i: number): number {
    return whole(this.productIds[i]!);
  }

  /** Row `i` as a record of its own (a new object each time). */
  at(i: number): PriceRecord {
    const special = this.special[i]!;
    return {
      product_id: whole(this.productIds[i]!),
      currency: this.currencies[this.currencyAt[i]!]!,
      price: whole(this.price[i]!),
      special_price: Number.isNaN(special) ? null : whole(special),
      special_from_date: this.text(this.from[i]!),
      special_to_date: this.text(this.to[i]!),
    };
  }

  *[Symbol.iterator](): Iterator<PriceRecord> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  /** The rows with a special price window, the only ones whose price changes with the date. */
  *windows(): Iterable<PriceRecord> {
    for (let i = 0; i < this.length; i++) if (this.from[i] !== NO_DATE || this.to[i] !== NO_DATE) yield this.at(i);
  }

  /**
   * A new table without the rows of the products in `drop`, with the rows of `added` in their place. When
   * both tables are in product order the new one is too (the rows are merged, not appended), so its
   * lookups by product need no sort: sorting a patched table's half a million rows of one currency took
   * 150 ms at 100,000 events.
   */
  replacing(drop: ReadonlySet<number>, added: PriceTable): PriceTable {
    const out = new PriceTable();
    out.currencies.push(...this.currencies);
    for (const text of this.texts) out.textNumber(text);
    out.resize(this.length + added.length);
    let a = 0;
    for (let i = 0; i < this.length; i++) {
      const id = this.productIds[i]!;
      while (a < added.length && added.productIds[a]! < id) out.push(added.at(a++));
      if (drop.has(id)) continue;
      // Same currency and text numbers: `out` started from this table's.
      const j = out.length++;
      out.productIds[j] = id;
      out.currencyAt[j] = this.currencyAt[i]!;
      out.price[j] = this.price[i]!;
      out.special[j] = this.special[i]!;
      out.from[j] = this.from[i]!;
      out.to[j] = this.to[i]!;
    }
    while (a < added.length) out.push(added.at(a++));
    return out;
  }

  /** The rows in one currency by product id (worked out once per table and currency). */
  inCurrency(currency: string): CurrencyPrices {
    let prices = this.byCurrency.get(currency);
    if (!prices) {
      prices = this.currencyIndex(currency);
      this.byCurrency.set(currency, prices);
    }
    return prices;
  }

  private currencyIndex(currency: string): CurrencyPrices {
    const c = this.currencies.indexOf(currency);
    let count = 0;
    for (let i = 0; i < this.length; i++) if (this.currencyAt[i] === c) count++;
    const rows = new Int32Array(count);
    let n = 0;
    let sorted = true;
    for (let i = 0; i < this.length; i++) {
      if (this.currencyAt[i] !== c) continue;
      if (n > 0 && this.productIds[i]! < this.productIds[rows[n - 1]!]!) sorted = false;
      rows[n++] = i;
    }
    // A full load reads the rows in product order; only a patched catalogue has rows to sort.
    if (!sorted) rows.sort((a, b) => this.productIds[a]! - this.productIds[b]!);
    const ids = Float64Array.from(rows, (i) => this.productIds[i]!);
    return {
      get: (productId) => {
        const place = placeOfId(ids, productId);
        return place < 0 ? undefined : this.at(rows[place]!);
      },
    };
  }

  private textNumber(text: string | null): number {
    if (text === null) return NO_DATE;
    let n = this.textIndex.get(text);
    if (n === undefined) {
      n = this.texts.push(text) - 1;
      this.textIndex.set(text, n);
    }
    return n;
  }

  private text(n: number): string | null {
    return n === NO_DATE ? null : this.texts[n]!;
  }

  private resize(size: number): void {
    const kept = Math.min(size, this.length);
    const copy = <T extends Float64Array | Int32Array | Uint8Array>(from: T, to: T): T => {
      to.set(from.subarray(0, kept));
      return to;
    };
    this.productIds = copy(this.productIds, new Float64Array(size));
    this.currencyAt = copy(this.currencyAt, new Uint8Array(size));
    this.price = copy(this.price, new Float64Array(size));
    this.special = copy(this.special, new Float64Array(size));
    this.from = copy(this.from, new Int32Array(size));
    this.to = copy(this.to, new Int32Array(size));
  }
}
