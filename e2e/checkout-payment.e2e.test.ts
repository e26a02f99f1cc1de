import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { addTicketsFromFirstEvent, fillCheckout, fillCheckoutDetails } from './support/shop.ts';

const { baseURL, sqlitePath } = workerShop();
const browser = await browserForFile();

function count(table: 'sales_order' | 'payment'): number {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    return (db.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

function orderOf(orderNumber: string) {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    return db.prepare('select o.status, o.payment_method_code method, p.status payment from sales_order o join payment p on p.order_id = o.id where o.increment_id = ?').get(orderNumber) as { status: string; method: string; payment: string };
  } finally {
    db.close();
  }
}

const submit = (page: Page) => page.getByRole('button', { name: /^Slutför köp/ }).click();
const orderNumberOn = async (page: Page) => plain(await page.getByTestId('order-number').textContent()).replace(/^Ordernummer:\s*/, '');

describe('checkout payments that need the shopper at the provider', () => {
  it('3-D Secure approved: the challenge page, then the confirmation with an order number and an empty cart', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 1);
    await page.goto('/checkout');
    await fillCheckout(page, '4000 0000 0000 3220');
    await submit(page);

    await page.waitForURL(/\/api\/ext\/payment-test\/pay\/test_pay_/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Card authentication (3-D Secure test)');
    await page.getByRole('button', { name: 'Authenticate', exact: true }).click();

    await page.waitForURL(/\/success\?order=/);
    const orderNumber = await orderNumberOn(page);
    expect(orderNumber).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    expect(orderOf(orderNumber)).toEqual({ status: 'complete', method: 'card', payment: 'captured' });
    // The buyer, back from the provider, has the tickets on the confirmation page without typing the e-mail again.
    await page.getByRole('link', { name: 'Ladda ner biljetterna (PDF)' }).waitFor();
    await page.goto('/checkout');
    await expect.poll(() => page.getByText('Din varukorg är tom.').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('3-D Secure failed: the failure page says why and leads back to a checkout that still has the tickets', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 1);
    const orders = count('sales_order');
    await page.goto('/checkout');
    await fillCheckout(page, '4000 0000 0000 3220');
    await submit(page);

    await page.waitForURL(/\/api\/ext\/payment-test\/pay\//);
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await page.waitForURL(/\/failed\?reason=three_d_secure_failed$/);
    expect(await page.getByTestId('failed-reason').textContent()).toBe('3D Secure validation failed, try again or use another card');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Köpet gick inte igenom');
    expect(count('sales_order')).toBe(orders);

    await page.getByRole('link', { name: 'Försök igen' }).click();
    await page.waitForURL('**/checkout');
    await expect.poll(() => page.getByTestId('checkout-total').count()).toBe(1);
    // Another card pays for the same tickets.
    await fillCheckout(page, '4242 4242 4242 4242');
    await submit(page);
    await page.waitForURL(/\/success\?order=/);
    expect(orderOf(await orderNumberOn(page)).payment).toBe('captured');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a declined card: 'Processing order...' while the order is placed, the declined text on the checkout, then another card pays", async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 1);
    const payments = count('payment');
    await page.goto('/checkout');
    await fillCheckout(page, '4000 0000 0000 0002');
    // The order call is held back a moment, so the progress text can be seen.
    await page.route('**/checkout.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await submit(page);
    await expect.poll(() => page.getByRole('button', { name: 'Processing order...' }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('checkout-error').textContent()).toBe('Your card was declined, contact your bank or try another card');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(count('payment')).toBe(payments);
    // The refusal ended that attempt: another card goes out as a new attempt and pays.
    // Waits for a held-back request still in the handler (the page's revalidation after the refusal).
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByLabel('Kortnummer').fill('4242 4242 4242 4242');
    await submit(page);
    await page.waitForURL(/\/success\?order=/);
    expect(orderOf(await orderNumberOn(page)).payment).toBe('captured');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the redirect method: no card fields, approval on the provider page, then the confirmation', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 2);
    await page.goto('/checkout');
    await fillCheckoutDetails(page);
    await page.getByRole('radio', { name: /^Godkänn i bankappen/ }).check();
    await expect.poll(() => page.getByLabel('Kortnummer').isVisible()).toBe(false);
    await submit(page);

    await page.waitForURL(/\/api\/ext\/payment-test\/pay\/test_pay_/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Approve the payment (test bank app)');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/success\?order=/);
    expect(orderOf(await orderNumberOn(page))).toEqual({ status: 'complete', method: 'test_redirect', payment: 'captured' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cash on delivery: offered only with postal delivery; the order is placed unpaid and the confirmation says so', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 1);
    await page.goto('/checkout');
    await fillCheckoutDetails(page);
    const cod = page.getByRole('radio', { name: 'Betala vid leverans' });
    // E-tickets by e-mail: nobody at the door to pay.
    expect(await cod.count()).toBe(0);
    await page.getByRole('radio', { name: /^Rekommenderat brev med spårning/ }).check();
    await cod.check();
    await expect.poll(() => page.getByLabel('Kortnummer').count()).toBe(0);
    const panel = page.getByTestId('cash-on-delivery');
    expect(plain(await panel.textContent())).toBe('BetalningsinformationDu betalar för den här beställningen vid leverans.');
    await submit(page);

    await page.waitForURL(/\/success\?order=/);
    const orderNumber = await orderNumberOn(page);
    const db = new Database(sqlitePath, { readonly: true });
    try {
      expect(db.prepare('select o.status, o.payment_method_code method, o.shipping_method_code shipping, p.status payment from sales_order o join payment p on p.order_id = o.id where o.increment_id = ?').get(orderNumber)).toEqual({
        status: 'pending',
        method: 'cashondelivery',
        shipping: 'tracked',
        payment: 'due_on_delivery',
      });
    } finally {
      db.close();
    }
    // No PDF to download: the tickets come by post and are paid for then.
    await page.getByTestId('cash-on-delivery').waitFor();
    expect(await page.getByTestId('ticket-download').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
