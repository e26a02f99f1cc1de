import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { STORE_VIEWS } from '@encore/contracts';
import { formatPrice } from '@encore/domain';
import { signUserToken } from '../apps/api/src/platform/auth.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { E2E_API_SECRET } from './support/shop-server.ts';

const { baseURL, apiURL, sqlitePath } = workerShop();
const sweden = STORE_VIEWS.default;
const browser = await browserForFile();

/** A customer group with its own prices; the e2e API signs with the end-to-end tests' secret. */
const MEMBER_GROUP = 4;
const token = signUserToken({ sub: 4242, grp: MEMBER_GROUP }, E2E_API_SECRET);

/** The event's shown price as the API's catalogue search gives it to `groupToken` (or a guest). */
async function shownPrice(parentSku: string, groupToken?: string): Promise<number | undefined> {
  const body = { filters: [{ attribute: 'sku', value: { eq: parentSku }, scope: 'default' }], aggregations: [], ...(groupToken ? { groupToken } : {}) };
  const r = await fetch(`${apiURL}/api/catalog/default/product/_search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return ((await r.json()) as { result: { items: Array<{ final_price_incl_tax: number }> } }).result.items[0]?.final_price_incl_tax;
}

describe('customer-group prices on server-rendered listings', () => {
  it('renders a listing at the group price for a visitor with a user token cookie, and at the normal price for a guest', async () => {
    const listingPath = '/c/konserter';
    // HTML before hydration: JavaScript off.
    const guestContext = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
    const guest = await guestContext.newPage();
    await guest.goto(listingPath);
    const firstCard = guest.locator('main .event-card').first();
    const href = (await firstCard.locator('a.event-card__link').getAttribute('href')) ?? '';
    const parentSku = decodeURIComponent(/^\/p\/([^/]+)\//.exec(href)?.[1] ?? '');
    const guestText = plain(await firstCard.locator('.event-card__price').textContent());
    const guestPrice = (await shownPrice(parentSku))!;
    expect(guestText).toBe(`från ${plain(formatPrice(guestPrice, sweden))}`);

    const db = new Database(sqlitePath);
    const children = db.prepare(`select c.id from product c join product p on p.id = c.parent_id where p.sku = ?`).all(parentSku) as Array<{ id: number }>;
    expect(children.length).toBeGreaterThan(0);
    // Every ticket category of the event costs members the same, so it is the card's "from" price whichever are on sale.
    const memberPrice = Math.max(100, Math.round(guestPrice / 2 / 100) * 100 - 100);
    const insert = db.prepare(`insert into tier_price (product_id, currency, customer_group_id, qty, value) values (?, 'SEK', ?, 1, ?)`);
    const bump = () => db.prepare(`update catalog_meta set value = value || 'g' where key = 'catalog_version'`).run();
    try {
      for (const c of children) insert.run(c.id, MEMBER_GROUP, memberPrice);
      bump();
      await expect.poll(() => shownPrice(parentSku, token), { timeout: 10_000 }).toBe(memberPrice);
      expect(await shownPrice(parentSku)).toBe(guestPrice);
      const memberText = `från ${plain(formatPrice(memberPrice, sweden))}`;

      const memberContext = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
      await memberContext.addCookies([{ name: 'encore_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
      const member = await memberContext.newPage();
      const answer = await member.goto(listingPath);
      // Rendered for this customer only: never from or into the output cache.
      expect(answer?.headers()['x-cache']).toBe('BYPASS');
      const memberCard = member.locator(`main .event-card:has(a[href="${href}"])`).first();
      expect(plain(await memberCard.locator('.event-card__price').textContent())).toBe(memberText);

      // A guest, also after the member's visit, sees the normal price.
      await guest.reload();
      expect(plain(await guest.locator(`main .event-card:has(a[href="${href}"])`).first().locator('.event-card__price').textContent())).toBe(guestText);

      // Hydrated, the price refresh goes through the /api forward with the token and keeps the member price.
      const { page, context, errors } = await openPage(browser, baseURL);
      await context.addCookies([{ name: 'encore_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
      await page.goto(listingPath);
      const card = page.locator(`main .event-card:has(a[href="${href}"])`).first();
      await expect.poll(() => card.locator('.event-card__price').getAttribute('data-price-is-current'), { timeout: 10_000 }).toBe('true');
      expect(plain(await card.locator('.event-card__price').textContent())).toBe(memberText);
      expect(errors).toEqual([]);
      await context.close();
      await memberContext.close();
    } finally {
      db.prepare('delete from tier_price where customer_group_id = ?').run(MEMBER_GROUP);
      bump();
      db.close();
      await guestContext.close();
    }
  });
});
