// `node --import tsx bench/catalog-freshness.mjs [sqlite file] [rounds]`: what the catalogue's stock check
// costs, old way against new, in one process on the catalogue a `bench:catalog` run left behind (work on
// a copy: it migrates the file to the latest schema). On SQLite a check blocks the process for as long as its
// statements run. The hold is simulated in memory; nothing else is written.
//   old: the whole-inventory fingerprint aggregate and the running-holds query over every held row
//   new: the change-marker range reads (inventory and hold timers), which find nothing when nothing changed
// Then one ticket category's stock change applied to a store view with warm columns and answers:
//   old: stock applied to every document, answers, columns and group prices all dropped
//   new: only the documents that read the changed row updated, only the answers they touch dropped
import { STORE_VIEWS } from '@encore/contracts';
import { GUEST_GROUP_ID, normaliseSearch } from '@encore/domain';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '../apps/api/src/db/create-db.ts';
import { loadCatalogData, loadInventoryTable } from '../apps/api/src/modules/catalog/catalog.repo.ts';
import { KeptAnswer } from '../apps/api/src/platform/kept-answer.ts';
import { buildStoreIndex, isKnownField } from '../apps/api/src/modules/catalog/catalog-index.ts';
import { productSearchJson } from '../apps/api/src/modules/catalog/product-search.ts';
import { applyStock } from '../apps/api/src/modules/catalog/product-mapper.ts';
import { readStockChanges, stockCursor } from '../apps/api/src/modules/catalog/stock-changes.repo.ts';
import { applyStockChanges, readersOf } from '../apps/api/src/modules/catalog/stock-updates.ts';
import { activeHeldByProduct } from '../apps/api/src/modules/hold/hold.repo.ts';

const db = createDb({ sqlitePath: process.argv[2] ?? 'var/bench-large/encore.sqlite' });
await migrateToLatest(db);
const rounds = Number(process.argv[3] ?? 200);

const oldCheck = async () => {
  await sql`select count(*) as n, sum(qty) as q, sum(sold) as s,
      sum(sold * (product_id % 9973 + 1)) as ws, sum(qty * (product_id % 9967 + 1)) as wq, sum(manage_stock * (product_id % 9949 + 1)) as wm
    from inventory`.execute(db);
  await activeHeldByProduct(db, new Date().toISOString());
};
const cursor = await stockCursor(db);
const newCheck = () => readStockChanges(db, cursor);

async function perCall(fn) {
  const t = performance.now();
  for (let i = 0; i < rounds; i++) await fn();
  return (performance.now() - t) / rounds;
}
for (let r = 0; r < 3; r++) {
  console.log(`stock check, round ${r + 1}: old ${(await perCall(oldCheck)).toFixed(3)} ms, new ${(await perCall(newCheck)).toFixed(3)} ms a check`);
}

const data = await loadCatalogData(db);
const inventory = await loadInventoryTable(db);
const index = buildStoreIndex(data, STORE_VIEWS.default, new Date(), inventory);
const known = { isKnownField: (f) => isKnownField(index, 'product', f), knownAttributeCodes: index.attributeCodes };
const categories = [...index.productsByCategory.keys()].slice(0, 200);
function warm() {
  // Cached listings like the bench's: a category with the in-stock filter, facets and a price sort.
  for (const c of categories) {
    if (index.cache.get(`c${c}`)) continue;
    const body = { filters: [{ attribute: 'category_ids', value: { in: [c] } }, { attribute: 'stock.is_in_stock', value: { eq: true } }], aggregations: [{ field: 'category_ids' }] };
    const n = normaliseSearch({ entityType: 'product', size: 16, sort: 'date:asc', body: { filters: body.filters, aggregations: body.aggregations } }, known);
    const { json, deps } = productSearchJson(index, n, {}, performance.now(), GUEST_GROUP_ID);
    index.cache.set(`c${c}`, new KeptAnswer(json));
    index.answerDeps.set(`c${c}`, deps);
  }
}
const ticket = data.tickets.find((t) => inventory.get(t.id));
readersOf(index, inventory);
for (let r = 0; r < 3; r++) {
  warm();
  // The table hands out a new record on each read: a hold is set on the table itself.
  const held = inventory.get(ticket.id).held ?? 0;
  inventory.setHeld(ticket.id, held + 2);
  let t = performance.now();
  for (const doc of index.products) applyStock(doc, inventory);
  index.cache.clear();
  index.answerDeps.clear();
  index.columns.clear();
  index.groupPrices.docs.clear();
  const oldApply = performance.now() - t;
  t = performance.now();
  warm();
  const rewarmOld = performance.now() - t;
  inventory.setHeld(ticket.id, held + 4);
  t = performance.now();
  applyStockChanges(index, readersOf(index, inventory), inventory, [ticket.id]);
  const newApply = performance.now() - t;
  const keptNew = index.cache.size;
  t = performance.now();
  warm();
  const rewarmNew = performance.now() - t;
  console.log(`one hold applied, round ${r + 1}: old ${oldApply.toFixed(1)} ms (answers kept 0 of ${categories.length}, refilling them ${rewarmOld.toFixed(0)} ms); new ${newApply.toFixed(2)} ms (kept ${keptNew}, refilling ${rewarmNew.toFixed(0)} ms)`);
}
await db.destroy();
