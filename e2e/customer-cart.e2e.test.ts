import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { STORE_VIEWS } from '@encore/contracts';
import { formatPrice } from '@encore/domain';
import { PASSWORD, registerAtApi, signInWithDialog } from './support/account.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { cartIdFromCookie } from './support/cookies.ts';
import { addFormReady, addTicketsFromFirstEvent, fillCheckout } from './support/shop.ts';

const { baseURL, apiURL, sqlitePath } = workerShop();
const browser = await browserForFile();
const sweden = STORE_VIEWS.default;
/** A customer group with its own tier prices (not one the demo data uses for anything else). */
const MEMBER_GROUP = 4;

let n = 0;
const newEmail = () => `varukorg${Date.now()}${++n}@example.se`;

/** The event's "from" price for guests, as the API's catalogue search gives it. */
async function shownPrice(parentSku: string): Promise<number> {
  const body = { filters: [{ attribute: 'sku', value: { eq: parentSku }, scope: 'default' }], aggregations: [] };
  const r = await fetch(`${apiURL}/api/catalog/default/product/_search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return ((await r.json()) as { result: { items: Array<{ final_price_incl_tax: number }> } }).result.items[0]!.final_price_incl_tax;
}

async function cartIdOf(page: Page): Promise<string | null> {
  const raw = (await page.context().cookies()).find((c) => c.name === 'encore_cart')?.value;
  return raw ? cartIdFromCookie(raw) : null;
}

/** The first event of the first category that has a buyable ticket: its path and parent sku. */
async function firstEvent(page: Page): Promise<{ path: string; parentSku: string }> {
  await page.goto('/c/konserter');
  const href = (await page.locator('main a[href^="/p/"]').first().getAttribute('href'))!;
  return { path: href, parentSku: decodeURIComponent(/^\/p\/([^/]+)\//.exec(href)![1]!) };
}

/** Adds one ticket of the event's first buyable category; answers its sku and shown unit price text. */
async function addOneTicket(page: Page, path: string): Promise<{ sku: string; shown: string }> {
  await page.goto(path);
  const ticket = page.locator('li.ticket').filter({ has: page.getByRole('button', { name: 'Lägg i varukorgen' }) }).first();
  await expect.poll(() => ticket.locator('.ticket__price').getAttribute('data-price-is-current'), { timeout: 10_000 }).not.toBe('false');
  const shown = plain(await ticket.locator('.ticket__price').textContent());
  const sku = (await ticket.locator('input[name="sku"]').getAttribute('value'))!;
  await addFormReady(ticket);
  await ticket.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await page.getByText('Product has been added to the cart!').waitFor();
  return { sku, shown };
}

async function payAndRead(page: Page): Promise<{ total: string; order: { grand_total: number; user_id: number | null } }> {
  await page.goto('/checkout');
  const total = plain(await page.getByTestId('checkout-total').textContent());
  await fillCheckout(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Slutför köp/ }).click();
  await page.waitForURL(/\/success\?order=/);
  const number = new URL(page.url()).searchParams.get('order');
  const db = new Database(sqlitePath, { readonly: true });
  const order = db.prepare('select grand_total, user_id from sales_order where increment_id = ?').get(number) as { grand_total: number; user_id: number | null };
  db.close();
  return { total, order };
}

describe('a customer’s cart', () => {
  it('takes the guest cart over on sign-in: the cart cookie names the customer’s cart, with the tickets still held', async () => {
    const email = newEmail();
    const customerId = await registerAtApi(apiURL, email);
    const { page, context, errors } = await openPage(browser, baseURL);
    const { sku } = await addTicketsFromFirstEvent(page, 2);
    const guestCart = await cartIdOf(page);
    expect(guestCart).toBeTruthy();

    await signInWithDialog(page, email);
    const customerCart = await cartIdOf(page);
    expect(customerCart).not.toBe(guestCart);
    expect(await page.getByTestId('cart-count').textContent()).toBe('2');

    const db = new Database(sqlitePath, { readonly: true });
    const cart = db.prepare('select user_id from cart where id = ?').get(customerCart) as { user_id: number };
    const lines = db.prepare('select sku, qty from cart_item where cart_id = ?').all(customerCart) as Array<{ sku: string; qty: number }>;
    const held = db.prepare('select coalesce(sum(h.qty), 0) q from stock_hold h join product p on p.id = h.product_id where h.cart_id = ? and p.sku = ?').get(customerCart, sku) as { q: number };
    db.close();
    expect(cart.user_id).toBe(customerId);
    expect(lines).toEqual([{ sku, qty: 2 }]);
    expect(held.q).toBe(2);

    // Signing out forgets the customer's cart in this browser.
    await page.goto('/my-account');
    await page.getByTestId('sign-out').click();
    await page.getByTestId('account-link').filter({ hasText: 'Logga in' }).waitFor();
    expect(await cartIdOf(page)).toBeNull();
    expect(await page.getByTestId('cart-count').textContent()).toBe('0');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('charges a group customer the group price they were shown, and a guest the guest price', async () => {
    const email = newEmail();
    const customerId = await registerAtApi(apiURL, email, PASSWORD);
    const guest = await openPage(browser, baseURL);
    const { path, parentSku } = await firstEvent(guest.page);

    const db = new Database(sqlitePath);
    const children = db.prepare('select c.id from product c join product p on p.id = c.parent_id where p.sku = ?').all(parentSku) as Array<{ id: number }>;
    const guestFrom = await shownPrice(parentSku);
    // Below every ticket category's guest price, so it is the group's price whichever category is bought.
    const memberPrice = Math.max(100, Math.round(guestFrom / 2 / 100) * 100 - 100);
    const insert = db.prepare(`insert into tier_price (product_id, currency, customer_group_id, qty, value) values (?, 'SEK', ?, 1, ?)`);
    const bump = () => db.prepare(`update catalog_meta set value = value || 'g' where key = 'catalog_version'`).run();
    try {
      for (const c of children) insert.run(c.id, MEMBER_GROUP, memberPrice);
      db.prepare('update customer set group_id = ? where id = ?').run(MEMBER_GROUP, customerId);
      bump();

      // The guest sees and pays the guest price.
      const guestTicket = await addOneTicket(guest.page, path);
      expect(guestTicket.shown).not.toContain(plain(formatPrice(memberPrice, sweden)));
      const guestPaid = await payAndRead(guest.page);
      expect(guestTicket.shown).toContain(guestPaid.total);
      expect(guestPaid.order.user_id).toBeNull();

      // The member, signed in, sees the group price on the event page, and the cart and order charge it.
      const member = await openPage(browser, baseURL);
      await member.page.goto('/');
      await signInWithDialog(member.page, email);
      const memberTicket = await addOneTicket(member.page, path);
      const memberText = plain(formatPrice(memberPrice, sweden));
      expect(memberTicket.shown).toContain(memberText);
      const paid = await payAndRead(member.page);
      expect(paid.total).toBe(memberText);
      expect(paid.order).toEqual({ grand_total: memberPrice, user_id: customerId });
      expect(member.errors).toEqual([]);
      await member.context.close();
    } finally {
      db.prepare('delete from tier_price where customer_group_id = ?').run(MEMBER_GROUP);
      bump();
      db.close();
      await guest.context.close();
    }
  });
});
