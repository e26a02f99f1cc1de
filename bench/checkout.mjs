// `npm run bench:checkout`: whole guest checkouts per second on SQLite. Each of
// BENCH_CONNECTIONS shoppers (default 50) runs the storefront's sequence again and
// again for BENCH_DURATION seconds (default 20): create a cart, add 2 tickets, ask
// for the shipping methods and the totals, make a test-card token and place the
// order. The confirmation e-mail and the ticket PDF are jobs after the answer, so
// they are not in the figure. Prints flows per second, flow latency p50/p99 and the
// failures by step. Needs the production API build (`npm run build -w @encore/api`).
import Database from 'better-sqlite3';
import { saveResults, startApi } from './lib.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const shoppers = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ADDRESS = { country_id: 'SE', city: 'Stockholm', postcode: '11122', street: ['Drottninggatan 1'] };
const BILLING = { ...ADDRESS, firstname: 'Anna', lastname: 'Svensson', email: 'anna.bench@example.se' };

const server = await startApi({ port: 8092, dir: 'var/bench-checkout', env: { MAIL_OUTBOX_DIR: 'var/bench-checkout/outbox' } });
try {
  // Stock enough that every flow buys: the run measures checkouts, not sold-out answers.
  const db = new Database(server.sqlitePath);
  const { sku } = db.prepare('select sku from inventory where manage_stock = 1 order by qty - sold desc limit 1').get();
  db.prepare('update inventory set qty = 100000000, max_sale_qty = 10 where sku = ?').run(sku);
  db.close();

  async function call(step, path, body) {
    const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    const json = await res.json();
    if (json.code !== 200) throw Object.assign(new Error(`${step}: ${json.code} ${JSON.stringify(json.result)}`), { step });
    return json.result;
  }

  /** One guest checkout, as the storefront makes its calls. */
  async function checkout() {
    const cartId = await call('cart', '/api/cart/create');
    await call('add', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty: 2, quoteId: cartId } });
    const methods = await call('shipping', `/api/cart/shipping-methods?cartId=${cartId}`, { address: ADDRESS });
    const method = methods.find((m) => m.method_code === 'eticket') ?? methods[0];
    const totals = await fetch(`${server.url}/api/cart/totals?cartId=${cartId}`).then((r) => r.json());
    const token = await call('pay', '/api/ext/payment-test/tokens', { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', cart_id: cartId, amount: totals.result.grand_total });
    await call('order', '/api/order', {
      order_id: `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      cart_id: cartId,
      addressInformation: { billingAddress: BILLING, payment_method_code: 'card', payment_method_additional: { token: token.id }, shipping_method_code: method.method_code, shipping_carrier_code: method.carrier_code },
    });
  }

  const latencies = [];
  const failures = new Map();
  const until = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          await checkout();
          latencies.push(performance.now() - started);
        } catch (error) {
          const step = error.step ?? 'network';
          failures.set(step, (failures.get(step) ?? 0) + 1);
          if ((failures.get(step) ?? 0) === 1) console.error(String(error.message ?? error).slice(0, 300));
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);
  const row = {
    title: 'guest checkout flows (cart, add 2, shipping, totals, token, order)',
    shoppers,
    duration_s: duration,
    flows_per_s: Math.round((latencies.length / duration) * 10) / 10,
    flow_p50_ms: pct(50),
    flow_p99_ms: pct(99),
    flows: latencies.length,
    failures: Object.fromEntries(failures),
  };
  console.log(`${row.title}: ${row.flows_per_s} flows/s, p50 ${row.flow_p50_ms} ms, p99 ${row.flow_p99_ms} ms, ${row.flows} orders, failures ${JSON.stringify(row.failures)}`);
  const check = new Database(server.sqlitePath, { readonly: true });
  const { orders } = check.prepare('select count(*) as orders from sales_order').get();
  check.close();
  console.log(`orders in the database: ${orders}`);
  if (orders < latencies.length) throw new Error(`only ${orders} orders stored for ${latencies.length} answered flows`);
  saveResults('checkout', [row]);
} finally {
  server.stop();
}
