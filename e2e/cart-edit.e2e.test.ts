import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { addTickets } from './support/tickets.ts';

const { baseURL, apiURL } = workerShop();
const browser = await browserForFile();

interface Child { sku: string; ticket_category_label: string; price_incl_tax: number; final_price_incl_tax: number; stock: { is_in_stock: boolean; qty: number } }
/** An event with two ticket categories on sale at different prices. */
async function eventWithTwoCategories() {
  const res = await fetch(`${apiURL}/api/catalog/default/product/_search?size=500`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ filters: [] }) });
  const events = ((await res.json()) as { result: { items: Array<{ url_path: string; configurable_children: Child[] }> } }).result.items;
  for (const e of events) {
    const onSale = e.configurable_children.filter((c) => c.stock.is_in_stock && c.stock.qty >= 5);
    const [from, to] = onSale;
    if (from && to && from.final_price_incl_tax !== to.final_price_incl_tax) return { path: `/${e.url_path}`, from, to };
  }
  throw new Error('no event with two ticket categories on sale');
}

/** '1 234,50 kr' → 123450 (minor units). */
const kronor = (text: string | null) => Math.round(Number(plain(text).replace(/[^\d,]/g, '').replace(',', '.')) * 100);

describe('microcart edit mode: ticket category', () => {
  it('switches a line to another category of the event; the line shows the new category and price, and the total changes', async () => {
    const { path, from, to } = await eventWithTwoCategories();
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto(path);
    await addTickets(page, from.sku, 2);
    await page.getByText('Product has been added to the cart!').waitFor();
    await page.getByRole('button', { name: /^Varukorg/ }).click();
    const cart = page.getByRole('dialog', { name: 'Varukorg' });
    const totalBefore = kronor(await cart.getByTestId('microcart-total').textContent());
    // The line's two text buttons stand apart, not as one word "ÄndraTa bort". Measured once the panel
    // has slid in: two boxes read a moment apart during the slide are shifted by different amounts.
    await cart.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const editBox = (await cart.getByRole('button', { name: /^Ändra/ }).boundingBox())!;
    const removeBox = (await cart.getByRole('button', { name: /^Ta bort/ }).boundingBox())!;
    expect(removeBox.x - (editBox.x + editBox.width)).toBeGreaterThanOrEqual(12);
    await cart.getByRole('button', { name: /^Ändra/ }).click();
    const edit = cart.getByTestId('line-edit');
    await edit.getByLabel('Biljettkategori').selectOption(to.sku);
    await edit.getByRole('button', { name: 'Spara' }).click();

    const line = cart.locator('li.microcart-line');
    await expect.poll(async () => plain(await line.locator('.microcart-line__meta').first().textContent())).toBe(to.ticket_category_label);
    await expect.poll(async () => kronor(await line.locator('.microcart-line__total').textContent())).toBe(2 * to.final_price_incl_tax);
    await expect.poll(async () => kronor(await cart.getByTestId('microcart-total').textContent())).toBe(totalBefore + 2 * (to.final_price_incl_tax - from.final_price_incl_tax));
    expect(await line.count()).toBe(1);
    expect(await cart.getByTestId('line-qty').textContent()).toBe('2');
    expect(errors).toEqual([]);
    await context.close();
  });
});
