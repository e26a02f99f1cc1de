import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { addTickets, ticketsOnSale } from './support/tickets.ts';

const { baseURL, apiURL } = workerShop();
const browser = await browserForFile();

/** '1 234,50 kr' → 123450 (minor units). */
const kronor = (text: string | null) => Math.round(Number(plain(text).replace(/[^\d,]/g, '').replace(',', '.')) * 100);

describe('coupons at checkout', () => {
  it('a refused code shows the server message; ENCORE10 takes 10 % off and removing it restores the total', async () => {
    const all = await ticketsOnSale(apiURL);
    const t = all[Math.floor(all.length / 2)]!;
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto(t.path);
    await addTickets(page, t.sku, 2);
    await page.getByText('Product has been added to the cart!').waitFor();
    await page.goto('/checkout');
    const total = page.getByTestId('checkout-total');
    const before = kronor(await total.textContent());
    expect(before).toBeGreaterThan(0);

    const summary = page.locator('.checkout__summary');
    await summary.getByLabel('Rabattkod').fill('EXPIRED');
    await summary.getByRole('button', { name: 'Använd' }).click();
    await summary.getByRole('alert').filter({ hasText: 'The coupon code "EXPIRED" has expired.' }).waitFor();
    expect(kronor(await total.textContent())).toBe(before);

    await summary.getByLabel('Rabattkod').fill('ENCORE10');
    await summary.getByRole('button', { name: 'Använd' }).click();
    await summary.getByText('Rabattkod ENCORE10').waitFor();
    await expect.poll(async () => kronor(await total.textContent())).toBe(before - Math.round(before / 10));
    expect(kronor(await page.getByTestId('checkout-discount').textContent())).toBe(Math.round(before / 10));

    await summary.getByRole('button', { name: 'Ta bort rabattkod' }).click();
    await summary.getByLabel('Rabattkod').waitFor();
    await expect.poll(async () => kronor(await total.textContent())).toBe(before);
    expect(await page.getByTestId('checkout-discount').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
