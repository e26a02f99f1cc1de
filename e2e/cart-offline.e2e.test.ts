import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { addTickets, cartSkus, ticketsOnSale } from './support/tickets.ts';

const { baseURL, apiURL } = workerShop();
const browser = await browserForFile();

describe('offline cart writes', () => {
  it('an add made offline waits in the queue and reaches the server cart once the browser is back online', async () => {
    const all = await ticketsOnSale(apiURL);
    const t = all[all.length - 5]!;
    const { page, context } = await openPage(browser, baseURL);
    await page.goto(t.path);
    // The queue is browser code: wait until the form is hydrated.
    await page.locator(`li.ticket form:has(input[name="sku"][value="${t.sku}"]) input[name="js"]`).waitFor({ state: 'attached' });

    await context.setOffline(true);
    await addTickets(page, t.sku, 2);
    await page.getByText('Du är offline. Ändringen i varukorgen skickas när du är online igen.').waitFor();
    expect(await cartSkus(page, apiURL)).toEqual([]);
    const queued = () => page.evaluate(() => (JSON.parse(localStorage.getItem('encore:sync-tasks') ?? '[]') as Array<{ transmited: boolean }>).map((x) => x.transmited));
    expect(await queued()).toEqual([false]);

    await context.setOffline(false);
    await expect.poll(() => cartSkus(page, apiURL), { timeout: 10_000 }).toEqual([t.sku]);
    await expect.poll(queued).toEqual([true]);
    // The page's cart reloads after the queue ran: the badge counts the 2 tickets.
    await expect.poll(async () => (await page.getByRole('button', { name: /^Varukorg/ }).textContent()) ?? '').toContain('2');
    await context.close();
  });
});
