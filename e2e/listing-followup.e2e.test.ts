import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { STORE_VIEWS } from '@encore/contracts';
import { formatPrice } from '@encore/domain';
import { browserForFile, openPage, plain } from './support/browser.ts';

const { baseURL, apiURL, sqlitePath } = workerShop();
const sweden = STORE_VIEWS.default;
const browser = await browserForFile();

interface PriceRow {
  product_id: number;
  sku: string;
  price: number;
  special_price: number | null;
}

/** The SEK price rows of an event's ticket categories. */
function ticketPrices(db: Database.Database, parentSku: string): PriceRow[] {
  return db
    .prepare(
      `select pp.product_id, c.sku, pp.price, pp.special_price from product_price pp
       join product c on c.id = pp.product_id join product p on p.id = c.parent_id
       where p.sku = ? and pp.currency = 'SEK' order by c.id`,
    )
    .all(parentSku) as PriceRow[];
}

/** What an import does after a price change: running API processes rebuild their index on a new catalogue version. */
function bumpCatalogVersion(db: Database.Database): void {
  db.prepare(`update catalog_meta set value = value || 'x' where key = 'catalog_version'`).run();
}

/** The cheapest current final price (incl. tax) the API's render-list call gives for `skus`. */
async function renderListMin(skus: string[]): Promise<number> {
  const q = new URLSearchParams({ skus: skus.join(','), currencyCode: sweden.i18n.currencyCode, storeId: String(sweden.storeId) });
  const body = (await (await fetch(`${apiURL}/api/product/render-list?${q}`)).json()) as { result: { items: Array<{ price_info: { final_price: number } }> } };
  return Math.min(...body.result.items.map((i) => i.price_info.final_price));
}

describe('listing follow-ups', () => {
  it('a listing served with yesterday\'s prices shows the current "from" price after hydration; with JS off the rendered one stays', async () => {
    // The page as the output cache stores it: rendered for a cookie-less visitor before the price change.
    const listingPath = '/c/konserter';
    const cachedHtml = await (await fetch(`${baseURL}${listingPath}`)).text();

    const noJsContext = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
    const noJs = await noJsContext.newPage();
    await noJs.goto(listingPath);
    const firstCard = noJs.locator('main .event-card').first();
    const href = (await firstCard.locator('a.event-card__link').getAttribute('href')) ?? '';
    const parentSku = decodeURIComponent(/^\/p\/([^/]+)\//.exec(href)?.[1] ?? '');
    const renderedText = plain(await firstCard.locator('.event-card__price').textContent());
    expect(renderedText).toMatch(/^från .+ kr$/);
    expect(cachedHtml).toContain(`href="${href}"`);

    const db = new Database(sqlitePath);
    const before = ticketPrices(db, parentSku);
    expect(before.length).toBeGreaterThan(0);
    const oldMin = await renderListMin(before.map((r) => r.sku));
    // Every ticket category of the event gets the same new price, so it is the card's "from" price whichever are on sale.
    const newPrice = oldMin + 11_100;
    try {
      const update = db.prepare('update product_price set price = ?, special_price = null where product_id = ? and currency = ?');
      for (const row of before) update.run(newPrice, row.product_id, 'SEK');
      bumpCatalogVersion(db);
      let current = oldMin;
      await expect.poll(async () => (current = await renderListMin(before.map((r) => r.sku))), { timeout: 10_000 }).not.toBe(oldMin);
      const expected = `från ${plain(formatPrice(current, sweden))}`;
      expect(renderedText).not.toBe(expected);

      // JS off: the server's price stays, marked as not current.
      await noJs.reload();
      const staticCard = noJs.locator(`main .event-card:has(a[href="${href}"])`).first();
      expect(await staticCard.locator('.event-card__price').getAttribute('data-price-is-current')).toBe('false');

      // The stale cached page, hydrated: the card asks render-list once for the whole page and shows today's price.
      const { page, context, errors } = await openPage(browser, baseURL);
      await page.route(`${baseURL}${listingPath}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: cachedHtml }));
      const renderListCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/product/render-list')) renderListCalls.push(r.url());
      });
      // Hold the price refresh back until the served price has been read, so hydration cannot win the race.
      let releaseRefresh: () => void = () => {};
      const refreshReleased = new Promise<void>((resolve) => (releaseRefresh = resolve));
      await page.route('**/api/product/render-list*', async (route) => {
        await refreshReleased;
        await route.continue();
      });
      await page.goto(listingPath);
      const card = page.locator(`main .event-card:has(a[href="${href}"])`).first();
      expect(plain(await card.locator('.event-card__price').textContent())).toBe(renderedText);
      releaseRefresh();
      await expect.poll(async () => card.locator('.event-card__price').getAttribute('data-price-is-current'), { timeout: 10_000 }).toBe('true');
      expect(plain(await card.locator('.event-card__price').textContent())).toBe(expected);
      expect(Number.isNaN(Date.parse((await card.locator('.event-card__price').getAttribute('data-price-refreshed-at')) ?? ''))).toBe(false);
      expect(renderListCalls).toHaveLength(1);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      const restore = db.prepare('update product_price set price = ?, special_price = ? where product_id = ? and currency = ?');
      for (const row of before) restore.run(row.price, row.special_price, row.product_id, 'SEK');
      bumpCatalogVersion(db);
      db.close();
      await noJsContext.close();
    }
  });

  it('asks render-list once for all the home page\'s collections and marks every priced card current', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/product/render-list')) calls.push(r.url());
    });
    await page.goto('/');
    const prices = page.locator('main .event-card__price');
    expect(await page.locator('main .event-grid').count()).toBeGreaterThan(1);
    await expect.poll(async () => (await prices.evaluateAll((els) => els.map((e) => e.getAttribute('data-price-is-current')))).every((v) => v === 'true'), { timeout: 10_000 }).toBe(true);
    expect(await prices.count()).toBeGreaterThan(8);
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('links the event page\'s venue and city to their places pages, and the venue link opens the venue page', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    await page.locator('main a[href^="/p/"]').first().click();
    await page.waitForURL('**/p/**');
    const venueLink = page.locator('a[data-testid="event-venue"]');
    const venueName = plain(await venueLink.textContent());
    expect(await venueLink.getAttribute('href')).toMatch(/^\/venue\/[a-z0-9-]+$/);
    expect(await page.locator('a[data-testid="event-city"]').getAttribute('href')).toMatch(/^\/city\/[a-z0-9-]+$/);
    await venueLink.click();
    await page.waitForURL('**/venue/**');
    await page.getByRole('heading', { level: 1, name: venueName, exact: true }).waitFor();
    await context.close();
  });
});
