import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { addTickets, cartSkus, setLeft, ticketsOnSale } from './support/tickets.ts';

// The shared e2e shop holds tickets for the real 10 minutes, so holds outlive these tests.
const { baseURL, apiURL, sqlitePath } = workerShop();
const browser = await browserForFile();

/** Categories from the end of the list, away from the ones other e2e files buy first. */
async function ticket(n: number) {
  const all = await ticketsOnSale(apiURL);
  return all[all.length - 1 - n * 7]!;
}

describe('competing for the last tickets', () => {
  it("one browser gets them, the other the 'not enough tickets' and out-of-stock messages", async () => {
    const t = await ticket(0);
    setLeft(sqlitePath, t.sku, 3);
    const a = await openPage(browser, baseURL);
    const b = await openPage(browser, baseURL);
    await Promise.all([a.page.goto(t.path), b.page.goto(t.path)]);

    // Two windows, one at a time in front: a page in the background gets no animation frames, which Playwright's waits rely on.
    await a.page.bringToFront();
    await addTickets(a.page, t.sku, 2);
    await a.page.getByText('Product has been added to the cart!').waitFor();
    await b.page.bringToFront();
    await addTickets(b.page, t.sku, 2);
    await b.page.locator('.notification--error').filter({ hasText: 'Not enough tickets left: only 1 available' }).waitFor();
    expect(await b.page.locator('li.ticket .form-error').filter({ hasText: 'Not enough tickets left: only 1 available' }).count()).toBe(1);
    expect(await cartSkus(b.page, apiURL)).toEqual([]);

    await addTickets(b.page, t.sku, 1);
    await b.page.getByText('Product has been added to the cart!').waitFor();
    expect(await cartSkus(b.page, apiURL)).toEqual([t.sku]);
    // a's page still offers the category; the last ticket is held by b now.
    await a.page.bringToFront();
    await addTickets(a.page, t.sku, 1);
    await a.page.locator('.notification--error').filter({ hasText: 'The product is out of stock and cannot be added to the cart!' }).waitFor();
    expect(await cartSkus(a.page, apiURL)).toEqual([t.sku]);
    await a.context.close();
    await b.context.close();
  });
});

describe('stock messages', () => {
  it('a category whose stock is not tracked is added with the volatile warning', async () => {
    const t = await ticket(1);
    setLeft(sqlitePath, t.sku, 50, 0);
    const { page, context } = await openPage(browser, baseURL);
    await page.goto(t.path);
    await addTickets(page, t.sku, 1);
    await page.getByText('The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.').waitFor();
    await page.getByText('Product has been added to the cart!').waitFor();
    expect(await cartSkus(page, apiURL)).toEqual([t.sku]);
    await context.close();
  });

  it("adding more of a category already in the cart says 'Product quantity has been updated!'", async () => {
    const t = await ticket(2);
    const { page, context } = await openPage(browser, baseURL);
    await page.goto(t.path);
    await addTickets(page, t.sku, 1);
    await page.getByText('Product has been added to the cart!').waitFor();
    await addTickets(page, t.sku, 1);
    const note = page.getByRole('status').filter({ hasText: 'Product quantity has been updated!' });
    await note.waitFor();
    expect(await note.getByRole('link', { name: 'Proceed to checkout' }).count()).toBe(1);
    expect(await note.getByRole('button', { name: 'OK' }).count()).toBe(1);
    await context.close();
  });
});
