import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { registerAtApi, signInWithDialog } from './support/account.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { cartIdOf } from './support/tickets.ts';
import { addTicketsFromFirstEvent } from './support/shop.ts';

const { baseURL, apiURL } = workerShop();
const browser = await browserForFile();

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
    await computer.page.goto('/checkout');
    await computer.page.getByText('Fortsätt på en annan enhet').click();
    await computer.page.getByRole('button', { name: 'Skapa länk och QR-kod' }).click();
    const link = computer.page.getByTestId('handover-link');
    await link.waitFor();
    expect(await computer.page.getByRole('img', { name: 'QR-kod med länken till kassan' }).locator('svg').count()).toBe(1);
    expect(await computer.page.getByText(/^Länken kan öppnas en gång, senast .+\. Dela den inte med någon annan\.$/).count()).toBe(1);
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith(`${baseURL}/checkout?userToken=`)).toBe(true);
    const path = href.slice(baseURL.length);
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

    // A guest has no such panel, and the action refuses without a signed-in customer.
    expect(await again.page.getByText('Fortsätt på en annan enhet').count()).toBe(0);
    const refused = await again.page.request.post('/checkout/handover', { form: {} });
    expect(refused.status()).toBe(401);

    for (const p of [computer, phone, again]) {
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
  });
});
