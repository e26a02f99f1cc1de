// A worker thread that reads the catalogue's price and stock rows into typed columns on a connection of
// its own, while the API's thread reads the rest of the catalogue (see table-reader.ts, ADR 0076).
import { parentPort, workerData } from 'node:worker_threads';
import { createDb, type DbConfig } from '../../../db/create-db.ts';
import { loadInventoryTable, loadPriceTable } from '../catalog.repo.ts';
import type { TableRequest, TableAnswer } from './table-messages.ts';

const port = parentPort;
if (!port) throw new Error('table-reader.worker.ts runs as a worker thread');
// One connection is enough: the thread reads one table after the other.
const db = createDb({ ...(workerData as DbConfig), poolSize: 1 });

port.on('message', (request: TableRequest) => {
  read(request).then(
    ({ answer, transfer }) => port.postMessage(answer, transfer),
    (e: unknown) => port.postMessage({ id: request.id, ok: false, message: e instanceof Error ? e.message : String(e) } satisfies TableAnswer),
  );
});

async function read(request: TableRequest): Promise<{ answer: TableAnswer; transfer: ArrayBuffer[] }> {
  // Stock first: the service took its change cursor just before asking, and rows read sooner need less catching up.
  const inventory = (await loadInventoryTable(db)).columns();
  const prices = (await loadPriceTable(db)).columns();
  const arrays = [inventory.ids, inventory.qty, inventory.sold, inventory.maxSale, inventory.flags, prices.productIds, prices.currencyAt, prices.price, prices.special, prices.from, prices.to];
  // Handed over, not copied: each column owns its buffer.
  const transfer = [...new Set(arrays.map((a) => a.buffer))];
  return { answer: { id: request.id, ok: true, inventory, prices }, transfer };
}
