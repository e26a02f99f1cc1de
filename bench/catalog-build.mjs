// `node --import tsx bench/catalog-build.mjs [sqlite file] [rounds]`: how long a store view's index takes to
// build from the catalogue a `bench:catalog` run left behind (a full import: nothing reused), after the
// rows are read. Each round reads the rows again, so no document from an earlier round is reused.
import { STORE_VIEWS } from '@encore/contracts';
import { createDb } from '../apps/api/src/db/create-db.ts';
import { loadCatalogData, loadInventoryTable } from '../apps/api/src/modules/catalog/catalog.repo.ts';
import { buildStoreIndex } from '../apps/api/src/modules/catalog/catalog-index.ts';

const db = createDb({ sqlitePath: process.argv[2] ?? 'var/bench-large/encore.sqlite' });
const rounds = Number(process.argv[3] ?? 3);
for (let r = 0; r < rounds; r++) {
  let t = performance.now();
  const data = await loadCatalogData(db);
  const readCatalog = performance.now() - t;
  const inventory = await loadInventoryTable(db);
  const read = performance.now() - t;
  t = performance.now();
  // CPU time as well as wall time: on a shared machine the wall time mostly measures the other work.
  const cpu = process.cpuUsage();
  const index = buildStoreIndex(data, STORE_VIEWS.default, new Date(), inventory);
  const used = process.cpuUsage(cpu);
  console.log(`round ${r + 1}: rows read in ${Math.round(read)} ms (catalogue ${Math.round(readCatalog)} ms, stock ${Math.round(read - readCatalog)} ms), index built in ${Math.round(performance.now() - t)} ms wall, ${Math.round((used.user + used.system) / 1000)} ms CPU (${index.products.length} events)`);
}
await db.destroy();
