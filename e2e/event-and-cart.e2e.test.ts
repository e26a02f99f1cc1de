import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { addTicketsFromFirstEvent } from './support/shop.ts';

const { baseURL, apiURL } = workerShop();
const browser = await browserForFile();

interface Child {
  sku: string;
  stock: { is_in_stock: boolean };
}
interface Item {
  sku: string;
  url_path: string;
  name: string;
  category_ids: number[];
  stock: { is_in_stock: boolean };
  configurable_children: Child[];
}

async function allEvents(): Promise<Item[]> {
  const res = await fetch(`${apiURL}/api/catalog/default/product/_search?size=500`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filters: [] }),
  });
  return ((await res.json()) as { result: { items: Item[] } }).result.items;
}

describe('event page', () => {
  it('shows a sold-out ticket category as sold out, with nothing to add', async () => {
    // An event still on sale with one ticket category sold out shows both states side by side.
    const soldOut = (await allEvents()).find((e) => e.stock.is_in_stock && e.configurable_children.some((c) => !c.stock.is_in_stock));
    expect(soldOut, 'the demo catalogue has an event with a sold-out ticket category').toBeDefined();
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto(`/${soldOut!.url_path}`);
    const soldOutRows = page.locator('li.ticket').filter({ hasText: 'Slutsåld' });
    const expected = soldOut!.configurable_children.filter((c) => !c.stock.is_in_stock).length;
    expect(await soldOutRows.count()).toBe(expected);
    for (const row of await soldOutRows.all()) {
      expect(await row.getByRole('button', { name: 'Lägg i varukorgen' }).count()).toBe(0);
      expect(await row.getByLabel('Antal').count()).toBe(0);
    }
    const onSale = soldOut!.configurable_children.length - expected;
    expect(await page.getByRole('button', { name: 'Lägg i varukorgen' }).count()).toBe(onSale);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a configurable child URL redirects to its event with 301', async () => {
    const event = (await allEvents()).find((e) => e.configurable_children.length > 0)!;
    const res = await fetch(`${baseURL}/${event.url_path}/${event.configurable_children[0]!.sku}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location')!, baseURL).pathname).toBe(`/${event.url_path}`);
  });
});

describe('category listing', () => {
  it('hides sold-out events and lists events by date, soonest first', async () => {
    const events = await allEvents();
    const soldOutConcerts = events.filter((e) => e.category_ids.includes(3) && !e.stock.is_in_stock);
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    const hrefs = await page.locator('main a[href^="/p/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const e of soldOutConcerts) expect(hrefs).not.toContain(`/${e.url_path}`);
    const shown = await page.locator('main .event-card time').allTextContents();
    expect(shown.every((d) => /^\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}$/.test(plain(d)))).toBe(true);
    const asTime = await page.locator('main .event-card time').evaluateAll((ts) => ts.map((t) => Date.parse(t.getAttribute('datetime') ?? '')));
    expect(asTime.length).toBeGreaterThan(1);
    expect([...asTime].sort((a, b) => a - b)).toEqual(asTime);
    await context.close();
  });
});

describe('microcart', () => {
  it('changes a quantity and removes an item only after confirmation', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await addTicketsFromFirstEvent(page, 1);
    await page.getByRole('button', { name: /^Varukorg/ }).click();
    const cart = page.getByRole('dialog', { name: 'Varukorg' });
    const qty = cart.getByTestId('line-qty').first();
    await expect.poll(() => qty.textContent()).toBe('1');
    const totalBefore = plain(await cart.getByTestId('microcart-total').textContent());

    await cart.getByRole('button', { name: /^Öka antal för/ }).first().click();
    await expect.poll(() => qty.textContent()).toBe('2');
    await expect.poll(async () => plain(await cart.getByTestId('microcart-total').textContent())).not.toBe(totalBefore);
    expect(await page.getByRole('button', { name: /^Varukorg \(2 biljetter\)/ }).count()).toBe(1);

    await cart.getByRole('button', { name: 'Ta bort' }).first().click();
    await cart.getByRole('button', { name: 'Avbryt' }).click();
    expect(await cart.getByTestId('line-qty').count()).toBe(1);

    await cart.getByRole('button', { name: 'Ta bort' }).first().click();
    expect(await cart.getByText(/^Ta bort .+\?$/).count()).toBe(1);
    await cart.getByRole('button', { name: 'Ja' }).click();
    await expect.poll(() => cart.getByText('Din varukorg är tom.').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('home', () => {
  it('shows the new collection and bestsellers, 8 events each', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/');
    for (const title of ['Nyheter', 'Mest sålda']) {
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });
      expect(await section.locator('a[href^="/p/"]').count()).toBe(8);
    }
    await context.close();
  });
});
