import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAtApi, signInWithDialog } from './support/account.ts';
import { violations } from './support/axe.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { addTicketsFromFirstEvent, fillCheckout } from './support/shop.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const browser = await browserForFile();
let shop: ShopServer;

beforeAll(async () => {
  shop = await startShop('e2e-account-pages');
});
afterAll(async () => {
  await shop?.stop();
});

let n = 0;
const newEmail = () => `sidor${Date.now()}${++n}@example.se`;

async function signedIn(page: Page) {
  const email = newEmail();
  await registerAtApi(shop.apiURL, email);
  await page.goto('/');
  await signInWithDialog(page, email);
  return email;
}

async function settled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

describe('the account pages', () => {
  it('a guest gets the sign-in on every new account page', async () => {
    const { page, context } = await openPage(browser, shop.baseURL);
    for (const path of ['/my-account/shipping-details', '/my-account/orders', '/my-account/newsletter', '/my-account/recently-viewed', '/de/my-account/orders']) {
      await page.goto(path);
      expect(await page.getByTestId('login-required').textContent()).toBe('You need to be logged in to see this page');
    }
    await context.close();
  });

  it('adds, edits and removes an address, with the field rules and the saved notice', async () => {
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    await signedIn(page);
    await settled(page, '/my-account/shipping-details');
    expect(await page.getByTestId('address-empty').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);

    await page.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    await form.getByLabel('Förnamn').fill('A');
    await form.getByLabel('Efternamn').fill('Lindqvist');
    await form.getByLabel('Gatuadress').fill('Storgatan 1');
    await form.getByLabel('Postnummer').fill('21');
    await form.getByLabel('Ort').fill('M4lmö');
    await form.getByRole('button', { name: 'Spara adressen' }).click();
    await form.getByText('Namnet måste ha minst 2 bokstäver', { exact: true }).waitFor();
    await form.getByText('Postnumret måste ha minst 3 tecken', { exact: true }).waitFor();
    await form.getByText('Ange ett giltigt ortnamn', { exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);

    await form.getByLabel('Förnamn').fill('Astrid');
    await form.getByLabel('Postnummer').fill('211 22');
    await form.getByLabel('Ort').fill('Malmö');
    await form.getByLabel('Förvald leveransadress').check();
    await form.getByRole('button', { name: 'Spara adressen' }).click();
    await page.getByTestId('account-saved').waitFor();
    expect(await page.getByTestId('account-saved').textContent()).toContain('Account data has successfully been updated');
    const card = page.getByTestId('address-card');
    expect(plain(await card.textContent())).toContain('Storgatan 1');
    expect(plain(await card.textContent())).toContain('Förvald för leverans');
    await page.getByTestId('account-saved').getByRole('link', { name: 'OK' }).click();
    await page.getByTestId('account-saved').waitFor({ state: 'detached' });

    await card.getByRole('link', { name: /Ändra adressen/ }).click();
    await form.getByLabel('Gatuadress').fill('Lilla torg 3');
    await form.getByRole('button', { name: 'Spara adressen' }).click();
    await page.getByTestId('account-saved').waitFor();
    expect(plain(await page.getByTestId('address-card').textContent())).toContain('Lilla torg 3');
    expect(await page.getByTestId('address-card').count()).toBe(1);

    await page.getByTestId('address-card').getByRole('button', { name: /Ta bort adressen/ }).click();
    await page.getByTestId('address-empty').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists an order the customer placed, shows its detail, and answers 404 for another customer’s order', async () => {
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    await signedIn(page);
    const { name } = await addTicketsFromFirstEvent(page, 2);
    await page.goto('/checkout');
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Slutför köp/ }).click();
    await page.waitForURL(/\/success\?order=/);
    const number = new URL(page.url()).searchParams.get('order')!;

    await settled(page, '/my-account/orders');
    const row = page.getByTestId('order-row');
    expect(await row.count()).toBe(1);
    expect(plain(await row.textContent())).toContain(number);
    expect(plain(await row.textContent())).toMatch(/kr/);
    expect(await violations(page)).toEqual([]);
    // On a 360 px phone the account's links wrap and the table fits: the page does not scroll sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole('link', { name: number }).click();
    await page.getByTestId('order-detail').waitFor();
    const orderPath = new URL(page.url()).pathname;
    expect(plain(await page.getByTestId('order-item').first().textContent())).toContain(name);
    // Ticket category, then the quantity; below the lines the totals' parts.
    expect(await page.getByTestId('order-item-category').first().textContent()).not.toBe('');
    expect(await page.getByTestId('order-item').first().locator('td').nth(1).textContent()).toBe('2');
    for (const part of ['Delsumma', 'Leverans', 'Totalt', 'Varav moms']) expect(await page.getByRole('rowheader', { name: part, exact: true }).count()).toBe(1);
    await settled(page, orderPath);
    expect(await violations(page)).toEqual([]);

    // Another customer asking for that order's address gets page-not-found.
    const other = await openPage(browser, shop.baseURL);
    await signedIn(other.page);
    const refused = await other.page.goto(orderPath);
    expect(refused?.status()).toBe(404);
    expect((await other.page.goto('/my-account/orders/999999'))?.status()).toBe(404);
    expect((await other.page.goto('/my-account/orders/abc'))?.status()).toBe(404);
    expect(await other.page.getByTestId('orders-empty').count()).toBe(0);
    await other.context.close();
    expect(errors).toEqual([]);
    await context.close();
    // A whole checkout, two accessibility scans and a second customer's session: on a slow, busy machine this one
    // flow came to the project's 60 s limit once, so it has twice that.
  }, 120_000);

  it('shows the events the visitor opened, newest first, and the newsletter state', async () => {
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    await settled(page, '/c/konserter');
    const hrefs = await page.locator('main a[href^="/p/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))].slice(0, 2));
    const names: string[] = [];
    for (const href of hrefs) {
      await settled(page, href);
      names.push(plain(await page.getByRole('heading', { level: 1 }).textContent()));
    }
    await signedIn(page);
    await settled(page, '/my-account/recently-viewed');
    const links = page.getByTestId('recent-list').getByRole('link');
    expect((await links.allTextContents()).map(plain)).toEqual([...names].reverse());
    expect(await violations(page)).toEqual([]);

    await settled(page, '/my-account/newsletter');
    expect(await page.getByTestId('newsletter-state').textContent()).toContain('Du prenumererar inte');
    expect(await violations(page)).toEqual([]);
    await settled(page, '/de/my-account/newsletter');
    expect(await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link').count()).toBe(6);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

