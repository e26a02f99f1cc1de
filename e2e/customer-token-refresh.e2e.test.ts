import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, registerAtApi, signInWithDialog, signedInHeader } from './support/account.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const browser = await browserForFile();
// The storefront refreshes an access token once less than a minute is left. Tokens of 62 s get there
// 2 s into a session: a shop of its own, so the other account tests keep tokens that outlast them.
const ACCESS_TOKEN_SECONDS = 62;
let shop: ShopServer;

beforeAll(async () => {
  shop = await startShop('e2e-refresh', { ACCESS_TOKEN_SECONDS: String(ACCESS_TOKEN_SECONDS) });
});
afterAll(async () => {
  await shop?.stop();
});

describe('customer session tokens in the storefront', () => {
  it('refreshes the tokens before they run out, and a replayed refresh token ends the session with the sign-in open', async () => {
    const email = `forny${Date.now()}@example.se`;
    await registerAtApi(shop.apiURL, email);
    const { page, context } = await openPage(browser, shop.baseURL);
    await page.goto('/');
    await signInWithDialog(page, email);
    const first = { access: await cookieOf(context, 'encore_token'), refresh: await cookieOf(context, 'encore_refresh') };
    // Whenever `first` was issued, by now it has less than a minute left.
    await page.waitForTimeout((ACCESS_TOKEN_SECONDS - 60) * 1000 + 1500);
    await page.goto('/my-account');
    await signedInHeader(page);
    const second = { access: await cookieOf(context, 'encore_token'), refresh: await cookieOf(context, 'encore_refresh') };
    expect(second.access).not.toBe(first.access);
    expect(second.refresh).not.toBe(first.refresh);

    // Someone else uses the first refresh token again: the API ends the session family.
    const replay = await fetch(`${shop.apiURL}/api/user/refresh`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: first.refresh }) });
    expect(replay.status).toBe(401);
    // The browser's next refresh is refused: signed out, told why, and offered the sign-in.
    await context.clearCookies({ name: 'encore_token' });
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Logga in' }).waitFor();
    await page.getByText('Error refreshing user token. User is not authorized to access the resource').waitFor();
    expect(await page.getByTestId('account-link').textContent()).toBe('Logga in');
    await context.close();
  });
});
