import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { cartIdFromCookie } from './cookies.ts';
import { addFormReady } from './shop.ts';

interface Event {
  url_path: string;
  configurable_children: Array<{ sku: string; stock: { is_in_stock: boolean } }>;
}

/** Ticket categories on sale, each with its event page. */
export async function ticketsOnSale(apiURL: string): Promise<Array<{ path: string; sku: string }>> {
  const res = await fetch(`${apiURL}/api/catalog/default/product/_search?size=500`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filters: [] }),
  });
  const events = ((await res.json()) as { result: { items: Event[] } }).result.items;
  return events.flatMap((e) => e.configurable_children.filter((c) => c.stock.is_in_stock).map((c) => ({ path: `/${e.url_path}`, sku: c.sku })));
}

/** Leaves exactly `left` tickets of a category on sale (sold and held ones stay as they are). */
export function setLeft(sqlitePath: string, sku: string, left: number, manageStock = 1) {
  const db = new Database(sqlitePath);
  db.prepare('update inventory set qty = sold + held + ?, manage_stock = ? where sku = ?').run(left, manageStock, sku);
  db.close();
}

/** Picks the quantity in the category's row on the event page and adds it. */
export async function addTickets(page: Page, sku: string, qty: number) {
  const row = page.locator('li.ticket').filter({ has: page.locator(`input[name="sku"][value="${sku}"]`) });
  await addFormReady(row);
  await row.getByLabel('Antal').selectOption(String(qty));
  await row.getByRole('button', { name: 'Lägg i varukorgen' }).click();
}

/** The page's cart id, from its cart cookie (React Router cookies hold base64-encoded JSON and its signature). */
export async function cartIdOf(page: Page): Promise<string | null> {
  const raw = (await page.context().cookies()).find((c) => c.name === 'encore_cart')?.value;
  return raw ? cartIdFromCookie(raw) : null;
}

/** Skus in the page's server cart, read from the API with the cart cookie. */
export async function cartSkus(page: Page, apiURL: string): Promise<string[]> {
  const cartId = await cartIdOf(page);
  if (!cartId) return [];
  const body = (await (await fetch(`${apiURL}/api/cart/pull?cartId=${encodeURIComponent(cartId)}`)).json()) as { code: number; result: Array<{ sku: string }> };
  return body.code === 200 ? body.result.map((i) => i.sku) : [];
}
