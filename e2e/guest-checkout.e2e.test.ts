import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { addTicketsFromFirstEvent, fillCheckout } from './support/shop.ts';

const { baseURL, sqlitePath } = workerShop();
const browser = await browserForFile();

function soldOf(sku: string): number {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    return (db.prepare('select sold from inventory where sku = ?').get(sku) as { sold: number }).sold;
  } finally {
    db.close();
  }
}

describe('a guest buys tickets', () => {
  it('goes home → category → event, adds 2 tickets, pays with 4242… and sees the order number', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    const { sku, name } = await addTicketsFromFirstEvent(page, 2);
    const soldBefore = soldOf(sku);

    // The microcart lists the two tickets.
    await page.getByRole('button', { name: /^Varukorg/ }).click();
    const cart = page.getByRole('dialog', { name: 'Varukorg' });
    await expect.poll(() => cart.getByTestId('line-qty').first().textContent()).toBe('2');
    expect(plain(await cart.getByTestId('microcart-total').textContent())).toMatch(/^\d[\d ]*,\d{2} kr$/);
    await cart.getByRole('link', { name: 'Till kassan' }).click();

    await page.waitForURL('**/checkout');
    expect(plain(await page.getByTestId('checkout-total').textContent())).toMatch(/kr$/);
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Slutför köp/ }).click();

    await page.waitForURL(/\/success\?order=/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tack för din beställning!');
    // The number customers see is a random reference, not a count of the shop's orders.
    const orderNumber = plain(await page.getByTestId('order-number').textContent()).replace(/^Ordernummer:\s*/, '');
    expect(orderNumber).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);

    const db = new Database(sqlitePath, { readonly: true });
    const order = db.prepare('select id, customer_email, status from sales_order where increment_id = ?').get(orderNumber) as { id: number; customer_email: string; status: string };
    const items = db.prepare('select sku, qty, name from sales_order_item where order_id = ?').all(order.id) as Array<{ sku: string; qty: number; name: string }>;
    const payment = db.prepare('select card_last4, status from payment where order_id = ?').get(order.id) as { card_last4: string; status: string };
    db.close();
    expect(order.customer_email).toBe('anna.svensson@example.se');
    expect(order.status).toBe('complete');
    expect(items).toEqual([expect.objectContaining({ sku, qty: 2 })]);
    expect(items[0]!.name).toContain(name);
    expect(payment).toEqual({ card_last4: '4242', status: 'captured' });
    expect(soldOf(sku)).toBe(soldBefore + 2);

    // The cart is gone after the order.
    await page.goto('/checkout');
    await expect.poll(() => page.getByText('Din varukorg är tom.').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a declined card stays on checkout with the message, and nothing is charged or sold', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    const { sku } = await addTicketsFromFirstEvent(page, 1);
    const soldBefore = soldOf(sku);
    const db = new Database(sqlitePath, { readonly: true });
    const ordersBefore = (db.prepare('select count(*) n from sales_order').get() as { n: number }).n;
    const paymentsBefore = (db.prepare('select count(*) n from payment').get() as { n: number }).n;

    await page.goto('/checkout');
    await fillCheckout(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Slutför köp/ }).click();

    const alert = page.getByTestId('checkout-error');
    await expect.poll(() => alert.textContent()).toBe('Your card was declined, contact your bank or try another card');
    // Announced to screen readers: the message sits in a live alert region that exists before it.
    expect(await page.getByRole('alert').filter({ hasText: 'Your card was declined' }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.getByLabel('Förnamn', { exact: true }).inputValue()).toBe('Anna');
    expect((db.prepare('select count(*) n from sales_order').get() as { n: number }).n).toBe(ordersBefore);
    expect((db.prepare('select count(*) n from payment').get() as { n: number }).n).toBe(paymentsBefore);
    db.close();
    expect(soldOf(sku)).toBe(soldBefore);
    expect(errors).toEqual([]);
    await context.close();
  });
});
