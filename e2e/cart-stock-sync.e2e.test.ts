import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { addTickets, ticketsOnSale, setLeft } from './support/tickets.ts';

const { baseURL, apiURL, sqlitePath } = workerShop();
const browser = await browserForFile();

describe('stock sync of cart lines', () => {
  it("a line shows 'In stock!', and 'Out of the stock!' once its category sells out", async () => {
    const all = await ticketsOnSale(apiURL);
    // Near the end of the list but between the categories cart-stock.e2e uses (every 7th from the end).
    const t = all[all.length - 4]!;
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto(t.path);
    await addTickets(page, t.sku, 1);
    await page.getByText('Product has been added to the cart!').waitFor();

    const openCart = async () => {
      await page.getByRole('button', { name: /^Varukorg/ }).click();
      return page.getByRole('dialog', { name: 'Varukorg' });
    };
    let cart = await openCart();
    await cart.getByTestId('line-stock').filter({ hasText: 'In stock!' }).waitFor();

    setLeft(sqlitePath, t.sku, 0);
    await page.reload();
    // The cart button opens the microcart only once the reloaded page runs with scripts (its add forms then carry js=1).
    await page.locator('input[name="js"]').first().waitFor({ state: 'attached' });
    cart = await openCart();
    const label = cart.getByTestId('line-stock');
    await label.filter({ hasText: 'Out of the stock!' }).waitFor();
    expect(await label.textContent()).toBe('Out of the stock!');
    // The checkout summary (the cart page) shows the same label.
    await page.goto('/checkout');
    await page.locator('.summary-line').getByTestId('line-stock').filter({ hasText: 'Out of the stock!' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
