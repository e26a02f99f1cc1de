import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { shareableDbConfig, type Db, type DbConfig } from '../../../db/create-db.ts';
import { InventoryTable } from '../inventory-table.ts';
import { PriceTable } from '../price-table.ts';
import type { TableAnswer } from './table-messages.ts';

/** The price and stock tables of the whole catalogue. */
export interface ReadTables {
  prices: PriceTable;
  inventory: InventoryTable;
}

/**
 * How to start the worker: its bundle beside dist/main.js when the API runs from there (build.mjs bundles
 * it under this name), else its source next to this file, loaded through tsx as the API's own sources are
 * (tests, `npm run dev`).
 */
function workerEntry(): { code: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { code: new URL('./catalog-table-reader.worker.js', import.meta.url), eval: false };
  const source = new URL('./table-reader.worker.ts', import.meta.url).href;
  // tsx's ESM entry, found from this file (its CommonJS entry cannot be imported by path).
  const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  return { code: `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`, eval: true };
}

/**
 * Reads the catalogue's price and stock rows in a worker thread with a database connection of its own,
 * so that a full reload of a large catalogue reads them on the second core while the API's thread reads
 * the events and ticket categories (ADR 0076). The rows cross as typed columns whose buffers are handed
 * over, so taking them costs the API's thread nothing. The worker starts with the first read (or `start`)
 * and stays, without keeping the process alive; `close` ends it.
 */
export class OffThreadTableReader {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (tables: ReadTables) => void; reject: (e: Error) => void }>();

  private constructor(private readonly config: DbConfig) {}

  /** A reader for the database `db` reads from; undefined when no second connection can see its data. */
  static for(db: Db): OffThreadTableReader | undefined {
    const config = shareableDbConfig(db);
    return config ? new OffThreadTableReader(config) : undefined;
  }

  read(): Promise<ReadTables> {
    const worker = this.start();
    const id = ++this.nextId;
    return new Promise<ReadTables>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id });
    });
  }

  /** Ends the worker (and its database connection); a later read starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  /** Starts the worker if it is not running (`read` does so too): its code loads meanwhile, on the other core. */
  start(): Worker {
    if (this.worker) return this.worker;
    const entry = workerEntry();
    const worker = new Worker(entry.code, { workerData: this.config, eval: entry.eval });
    worker.unref();
    worker.on('message', (answer: TableAnswer) => this.answer(answer));
    // A worker that fails or stops takes its open requests with it; the next read starts another.
    const fail = (e: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiter] of this.waiting) {
        this.waiting.delete(id);
        waiter.reject(e);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the table reader stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private answer(answer: TableAnswer): void {
    const waiter = this.waiting.get(answer.id);
    if (!waiter) return;
    this.waiting.delete(answer.id);
    if (!answer.ok) waiter.reject(new Error(answer.message));
    else waiter.resolve({ prices: PriceTable.fromColumns(answer.prices), inventory: new InventoryTable(answer.inventory) });
  }
}
