import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { registerAtApi, signInWithDialog } from './support/account.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { cartIdOf } from './support/tickets.ts';
import { addTicketsFromFirstEvent } from './support/shop.ts';

const baseURL = inject('baseURL');
const apiURL = inject('apiURL');
const browser = await browserForFile();

async function accessTokenOf(page: Page): Promise<string> {
  return decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'encore_token')!.value);
}

describe('the checkout link (/checkout?userToken=&refreshToken=&cartId=)', () => {
  it('opens the customer’s checkout with their cart, signed in, on another device, once', async () => {
    const email = `lank${Date.now()}@example.se`;
    await registerAtApi(apiURL, email);

    // On the computer: signed in, two tickets in the cart.
    const computer = await openPage(browser, baseURL);
    await computer.page.goto('/');
    await signInWithDialog(computer.page, email);
    const { name } = await addTicketsFromFirstEvent(computer.page, 2);
    const cartId = await cartIdOf(computer.page);
    const made = await fetch(`${apiURL}/api/user/checkout-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessTokenOf(computer.page)}` },
      body: JSON.stringify({ cartId }),
    });
    expect(made.status).toBe(200);
    const { path } = ((await made.json()) as { result: { path: string } }).result;
    expect(path).toMatch(/^\/checkout\?userToken=.+&refreshToken=.+&cartId=/);

    // On the phone: the link opens the checkout with the same cart, signed in, and the tokens leave the address bar.
    const phone = await openPage(browser, baseURL, { width: 390, height: 844 });
    await phone.page.goto(path);
    await phone.page.waitForURL((url) => url.pathname === '/checkout' && url.search === '');
    await phone.page.getByRole('heading', { level: 1, name: 'Kassa' }).waitFor();
    expect(await phone.page.locator('.summary-line__name').first().textContent()).toBe(name);
    expect(await cartIdOf(phone.page)).toBe(cartId);
    const cookies = (await phone.page.context().cookies()).map((c) => c.name);
    expect(cookies).toEqual(expect.arrayContaining(['encore_token', 'encore_refresh']));
    await expect.poll(() => phone.page.getByTestId('account-link').textContent()).not.toContain('Logga in');

    // Opened a second time on another device (a forwarded mail), it does not sign anyone in.
    const again = await openPage(browser, baseURL, undefined, 'Mozilla/5.0 (Linux; Android 15) AnotherDevice/1.0');
    await again.page.goto(path);
    await again.page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('link') === 'expired');
    expect(await again.page.getByTestId('checkout-link-expired').textContent()).toBe('Länken till kassan har redan öppnats eller gått ut. Logga in för att fortsätta med din varukorg.');
    expect((await again.page.context().cookies()).map((c) => c.name)).not.toContain('encore_token');
    expect(await cartIdOf(again.page)).toBeNull();

    for (const p of [computer, phone, again]) {
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
  });
});
