// `npm run bench`: category listing search and add-to-cart against a production
// build of the API on a fresh, demo-seeded SQLite database, then the server-rendered
// category page through the storefront (20 s, 50 connections each).
import Database from 'better-sqlite3';
import { api, load, saveResults, startApi, startStorefront } from './lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const server = await startApi();
try {
  // (a) the category page's listing query: 16 upcoming, in-stock concerts by date.
  const listing = {
    filters: [
      { attribute: 'category_ids', value: { in: [3] } },
      { attribute: 'stock.is_in_stock', value: { eq: true } },
    ],
    aggregations: [],
  };
  const listingPath = `/api/catalog/default/product/_search?from=0&size=16&sort=date:asc&request=${encodeURIComponent(JSON.stringify(listing))}`;
  const sample = await api(server.url, listingPath);
  if (sample.items.length === 0) throw new Error('listing returned no events');

  // (b) add to cart: one ticket per request into a pool of carts, on a ticket category
  // given enough stock that the run measures the write path, not sold-out answers.
  const db = new Database(server.sqlitePath);
  const target = db.prepare('select sku from inventory order by qty - sold desc limit 1').get();
  db.prepare('update inventory set qty = 100000000, max_sale_qty = 100000000 where sku = ?').run(target.sku);
  db.close();
  const carts = [];
  for (let i = 0; i < 1000; i += 1) carts.push(await api(server.url, '/api/cart/create', { method: 'POST' }));
  let next = 0;

  const rows = [];
  rows.push(await load('(a) category listing search, 16 events', { url: server.url + listingPath, duration, connections }));
  rows.push(
    await load('(b) add to cart', {
      url: server.url,
      duration,
      connections,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => {
            const cartId = carts[next++ % carts.length];
            return { ...req, path: `/api/cart/update?cartId=${cartId}`, body: JSON.stringify({ cartItem: { sku: target.sku, qty: 1, quoteId: cartId } }) };
          },
        },
      ],
    }),
  );
  // (c) the whole category page rendered on the server (storefront + API on the same two cores).
  const web = await startStorefront({ apiUrl: server.url });
  try {
    rows.push(await load('(c) server-rendered category page /c/konserter', { url: `${web.url}/c/konserter`, duration, connections }));
  } finally {
    web.stop();
  }
  saveResults('foundation', rows);
} finally {
  server.stop();
}
