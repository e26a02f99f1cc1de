import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENT, startTestProvider } from '../apps/api/test/oidc-test-provider.ts';
import { registerAtApi, signInWithDialog, signedInHeader } from './support/account.ts';
import { violations } from './support/axe.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { addTicketsFromFirstEvent } from './support/shop.ts';
import { freePort, startShop, type ShopServer } from './support/shop-server.ts';

/**
 * Passkeys need a host name (browsers refuse an IP address as the relying party), so these pages are
 * opened at localhost; the API learns that address (PUBLIC_URL) before it starts, and so does the test
 * OpenID provider, whose only redirect URI is the shop's return address.
 */
const browser = await browserForFile();
const webPort = await freePort();
const shopURL = `http://localhost:${webPort}`;
const idp = await startTestProvider(`${shopURL}/account/social-login/callback`);
let shop: ShopServer;

beforeAll(async () => {
  shop = await startShop(
    'e2e-passkey-social',
    // A production API takes only https providers; the test provider on this machine speaks http.
    { NODE_ENV: 'test', PUBLIC_URL: shopURL, OIDC_PROVIDERS: 'testid', OIDC_TESTID_ISSUER: idp.issuer, OIDC_TESTID_CLIENT_ID: TEST_CLIENT.id, OIDC_TESTID_CLIENT_SECRET: TEST_CLIENT.secret },
    {},
    { web: webPort },
  );
});
afterAll(async () => {
  await shop?.stop();
  await idp.close();
});

let n = 0;
const newEmail = () => `nyckel${Date.now()}${++n}@example.se`;

describe('passkeys and social sign-in', () => {
  it('adds a named passkey on the security page and signs in with it, taking the guest cart over', async () => {
    const { page, context, errors } = await openPage(browser, shopURL);
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const email = newEmail();
    await registerAtApi(shop.apiURL, email);
    await page.goto('/');
    await signInWithDialog(page, email);

    await page.goto('/my-account/security');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Namn på nyckeln').fill('Laptop');
    await Promise.all([page.waitForURL('**/my-account/security?saved=passkey'), page.getByTestId('passkey-add').click()]);
    expect(await page.getByTestId('passkey-list').textContent()).toContain('Laptop');
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);

    await page.getByTestId('sign-out').click();
    await page.getByTestId('account-link').filter({ hasText: 'Logga in' }).waitFor();
    await addTicketsFromFirstEvent(page, 1);
    await page.getByTestId('account-link').click();
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    await Promise.all([page.waitForEvent('load'), dialog.getByTestId('passkey-sign-in').click()]);
    await signedInHeader(page);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'encore_token')).toMatchObject({ httpOnly: true });
    expect(cookies.find((c) => c.name === 'encore_refresh')).toMatchObject({ httpOnly: true });
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs a new customer in with the provider and lists the link on the security page', async () => {
    const { page, context, errors } = await openPage(browser, shopURL);
    const email = newEmail();
    idp.signInAs({ sub: `sub-${email}`, email, email_verified: true, given_name: 'Sigrid', family_name: 'Berg' });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await Promise.all([page.waitForURL('**/my-account'), page.getByRole('link', { name: 'Fortsätt med Testid' }).click()]);
    await signedInHeader(page);
    expect(await page.getByLabel('E-post', { exact: true }).inputValue()).toBe(email);
    expect((await context.cookies()).find((c) => c.name === 'encore_social_flow')).toBeUndefined();
    await page.goto('/my-account/security');
    expect(await page.getByTestId('linked-providers').textContent()).toContain(`Kopplad till ${email}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a customer whose e-mail already has an account to sign in with the password and link', async () => {
    const { page, context } = await openPage(browser, shopURL);
    const email = newEmail();
    await registerAtApi(shop.apiURL, email);
    idp.signInAs({ sub: `sub-${email}`, email, email_verified: true, given_name: 'Astrid', family_name: 'Lindqvist' });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/account/social-login/callback')), page.getByRole('link', { name: 'Fortsätt med Testid' }).click()]);
    expect(answer.status()).toBe(409);
    await page.getByTestId('social-login-message').waitFor();
    expect(await page.getByTestId('social-login-message').textContent()).toBe(
      'An account with this e-mail address already exists. Sign in with your password, then link this provider on your account page',
    );
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    // An answer without the flow of this browser is refused.
    expect((await page.goto('/account/social-login/callback?code=x&state=y'))?.status()).toBe(400);
    await context.close();
  });
});
