import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.ts';
import { startShortHoldShop, type ShopServer } from './support/short-hold-server.ts';
import Database from 'better-sqlite3';
import { addTickets, cartIdOf, cartSkus, ticketsOnSale } from './support/tickets.ts';

// Holds last 8 s here (warning window 60 s, so the warning shows at once); an extension adds the real 2 minutes.
let shop: ShopServer;
let browser: Browser;

beforeAll(async () => {
  shop = await startShortHoldShop({ HOLD_SECONDS: '8', HOLD_EXTENSION_SECONDS: '120', HOLD_MAX_EXTENSIONS: '2' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

let tickets: Array<{ path: string; sku: string }> = [];
async function ticket(n: number) {
  if (!tickets.length) tickets = await ticketsOnSale(shop.apiURL);
  // Step by 7 so no two tests pick categories of the same event.
  return tickets[n * 7]!;
}

describe('ticket hold timer', () => {
  it('shows the countdown, warns near expiry and extends by 2 minutes', async () => {
    const t = await ticket(0);
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    await page.goto(t.path);
    await addTickets(page, t.sku, 2);
    await page.getByText('Product has been added to the cart!').waitFor();

    const warning = page.getByTestId('hold-warning');
    await warning.waitFor();
    expect(await page.locator('.hold-warning-region').getAttribute('aria-live')).toBe('assertive');
    await warning.getByRole('button', { name: 'Lägg till 2 minuter' }).click();
    await warning.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Varukorg/ }).click();
    const countdown = page.getByRole('dialog', { name: 'Varukorg' }).getByTestId('hold-countdown');
    await countdown.waitFor();
    const shown = (await countdown.getByRole('timer').textContent()) ?? '';
    const [m, s] = shown.split(':').map(Number);
    // 8 s + 120 s, less what has passed: more than 1 minute and at most 2:08.
    expect(m! * 60 + s!).toBeGreaterThan(60);
    expect(m! * 60 + s!).toBeLessThanOrEqual(128);
    expect(await cartSkus(page, shop.apiURL)).toEqual([t.sku]);

    // The offer comes back at each expiry until the maximum (2 here) is used.
    const cartId = (await cartIdOf(page))!;
    const nearExpiry = (used: number) => {
      const db = new Database(shop.sqlitePath);
      db.prepare('update hold_timer set expires_at = ?, extensions_used = ? where cart_id = ?').run(new Date(Date.now() + 30_000).toISOString(), used, cartId);
      db.close();
    };
    nearExpiry(1);
    await page.reload();
    await warning.getByRole('button', { name: 'Lägg till 2 minuter' }).click();
    await warning.waitFor({ state: 'detached' });
    nearExpiry(2);
    await page.reload();
    await warning.getByText('Reservationen kan inte förlängas mer.').waitFor();
    expect(await warning.getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at expiry shows 'Your time is up', clears the cart, and can reserve the tickets again", async () => {
    const t = await ticket(1);
    const { page, context } = await openPage(browser, shop.baseURL);
    await page.goto(t.path);
    await addTickets(page, t.sku, 1);
    await page.getByText('Product has been added to the cart!').waitFor();
    expect(await cartSkus(page, shop.apiURL)).toEqual([t.sku]);

    const popup = page.getByRole('dialog', { name: 'Your time is up' });
    await popup.waitFor({ timeout: 20_000 });
    expect(await popup.textContent()).toContain('we are clearing your cart');
    expect(await popup.getByText('Biljetterna är inte längre reserverade åt dig.').count()).toBe(1);
    await expect.poll(() => cartSkus(page, shop.apiURL), { timeout: 10_000 }).toEqual([]);

    await popup.getByRole('button', { name: 'Reservera igen' }).click();
    await popup.waitFor({ state: 'hidden' });
    await expect.poll(() => cartSkus(page, shop.apiURL), { timeout: 10_000 }).toEqual([t.sku]);
    await page.getByRole('dialog', { name: 'Varukorg' }).getByTestId('hold-countdown').waitFor();

    // Second expiry: back to the event instead.
    await popup.waitFor({ timeout: 20_000 });
    await popup.getByRole('button', { name: 'Tillbaka till evenemanget' }).click();
    await page.waitForURL(`**${t.path}`);
    await expect.poll(() => cartSkus(page, shop.apiURL), { timeout: 10_000 }).toEqual([]);
    await context.close();
  });
});
