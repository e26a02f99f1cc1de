import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { addTickets, ticketsOnSale } from './support/tickets.ts';

const { baseURL, apiURL } = workerShop();
const browser = await browserForFile();

async function someTicket(offset: number) {
  const all = await ticketsOnSale(apiURL);
  return all[Math.floor(all.length / 3) + offset * 7]!;
}

describe('one cart in every tab', () => {
  it('a change in one tab shows in the other without a reload, and survives a reload', async () => {
    const t = await someTicket(0);
    const { page: first, context } = await openPage(browser, baseURL);
    await first.goto(t.path);
    const second = await context.newPage();
    await second.goto('/');
    expect(await second.getByTestId('cart-count').textContent()).toBe('0');

    await first.bringToFront();
    await addTickets(first, t.sku, 2);
    await first.getByText('Product has been added to the cart!').waitFor();
    await second.bringToFront();
    await expect.poll(() => second.getByTestId('cart-count').textContent(), { timeout: 10_000 }).toBe('2');

    await first.reload();
    expect(await first.getByTestId('cart-count').textContent()).toBe('2');
    await context.close();
  });
});

describe('microcart edit mode', () => {
  it('changes the quantity of a line in edit mode', async () => {
    const t = await someTicket(1);
    const { page, context } = await openPage(browser, baseURL);
    await page.goto(t.path);
    await addTickets(page, t.sku, 1);
    await page.getByText('Product has been added to the cart!').waitFor();
    await page.getByRole('button', { name: /^Varukorg/ }).click();
    const cart = page.getByRole('dialog', { name: 'Varukorg' });
    await cart.getByRole('button', { name: /^Ändra/ }).click();
    const edit = cart.getByTestId('line-edit');
    await edit.getByLabel('Antal').selectOption('3');
    await edit.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => cart.getByTestId('line-qty').first().textContent()).toBe('3');
    expect(await cart.getByTestId('line-edit').count()).toBe(0);
    await context.close();
  });
});
