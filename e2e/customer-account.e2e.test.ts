import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, cookieOf, openSignInDialog, registerAtApi, signInWithDialog, signedInHeader } from './support/account.ts';
import { violations } from './support/axe.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';

const browser = await browserForFile();
const outbox = mkdtempSync(join(tmpdir(), 'encore-e2e-outbox-'));
let shop: ShopServer;

beforeAll(async () => {
  shop = await startShop('e2e-account', { MAIL_OUTBOX_DIR: outbox });
});
afterAll(async () => {
  await shop?.stop();
});

let n = 0;
const newEmail = () => `kund${Date.now()}${++n}@example.se`;

/** The reset link of the newest outbox mail to `email`, as a path of the shop. */
async function resetPathFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
      .filter((m) => m.includes(email));
    const link = mails.map((m) => /https?:\/\/[^\s"/]+(\/(?:[a-z]{2}\/)?create-password\/token\/[^\s"]+\/email\/[^\s"<]+)/.exec(m)?.[1]).find(Boolean);
    if (link) return link.replace(/=3D/g, '=');
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail to ${email}`);
}

describe('customer accounts in the storefront', () => {
  it('registers on the page, signs out, fails with a wrong password and signs in from the header dialog', async () => {
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    const email = newEmail();
    await page.goto('/register');
    await page.waitForLoadState('networkidle');
    const form = page.locator('form.auth-form');
    await form.getByLabel('Förnamn').fill('Astrid');
    await form.getByLabel('Efternamn').fill('Lindqvist');
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Upprepa lösenordet').fill(PASSWORD);
    await form.getByRole('button', { name: 'Skapa konto' }).click();
    await page.waitForURL('**/my-account');
    await signedInHeader(page);
    expect(await page.getByLabel('E-post', { exact: true }).inputValue()).toBe(email);
    expect(await cookieOf(context, 'encore_token')).toBeTruthy();
    expect(await cookieOf(context, 'encore_refresh')).toBeTruthy();
    const tokenCookie = (await context.cookies()).find((c) => c.name === 'encore_token')!;
    expect(tokenCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByTestId('sign-out').click();
    await page.getByTestId('account-link').filter({ hasText: 'Logga in' }).waitFor();
    expect(await cookieOf(context, 'encore_token')).toBeUndefined();
    expect(await cookieOf(context, 'encore_refresh')).toBeUndefined();

    await openSignInDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    await dialog.getByLabel('E-post').fill(email);
    await dialog.getByLabel('Lösenord', { exact: true }).fill('Wrong2026pass');
    await dialog.getByRole('button', { name: 'Logga in' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The account sign-in was incorrect or your account is disabled temporarily');
    await dialog.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Logga in' }).click()]);
    await signedInHeader(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks fields inline with the rules’ texts, tied to the fields for screen readers', async () => {
    const { page, context } = await openPage(browser, shop.baseURL);
    await page.goto('/register');
    await page.waitForLoadState('networkidle');
    const first = page.getByLabel('Förnamn');
    await first.fill('R2D2');
    await first.blur();
    await expect.poll(() => page.locator('#auth-page-register-firstname-error').textContent()).toBe('Endast bokstäver är tillåtna');
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    expect(await first.getAttribute('aria-describedby')).toBe('auth-page-register-firstname-error');
    await page.getByLabel('Lösenord', { exact: true }).fill('encore2026');
    await page.getByLabel('Upprepa lösenordet').fill('encore2027');
    await page.getByLabel('E-post').fill('not-an-address');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect.poll(() => page.locator('#auth-page-register-password-error').textContent()).toBe('Lösenordet måste ha minst 8 tecken, varav minst 1 siffra, 1 liten och 1 stor bokstav');
    expect(await page.locator('#auth-page-register-passwordConfirm-error').textContent()).toBe('Lösenorden måste vara identiska');
    expect(await page.locator('#auth-page-register-email-error').textContent()).toBe('Ange en giltig e-postadress');
    expect(await page.locator('#auth-page-register-lastname-error').textContent()).toBe('Fältet är obligatoriskt');
    // The first wrong field has the focus and the live region says what is wrong.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('auth-page-register-firstname');
    expect(await page.locator('form.auth-form [role="status"]').textContent()).toBe('Kontrollera de markerade fälten. Endast bokstäver är tillåtna');
    expect(new URL(page.url()).pathname).toBe('/register');
    await context.close();
  });

  it('works without scripts: a wrong password is a 401 with the text, a right one signs in', async () => {
    const email = newEmail();
    await registerAtApi(shop.apiURL, email);
    const context = await browser.newContext({ baseURL: shop.baseURL, javaScriptEnabled: false, locale: 'sv-SE' });
    // Bad input to an action is a 4xx, never a 500.
    const bad = await context.request.post('/login', { form: { email, password: 'x', extra: 'field' } });
    expect(bad.status()).toBe(400);
    const notForm = await context.request.post('/register', { data: { email }, headers: { 'content-type': 'application/json' } });
    expect(notForm.status()).toBe(415);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Lösenord', { exact: true }).fill('Wrong2026pass');
    const [refused] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Logga in' }).click()]);
    expect(refused.status()).toBe(401);
    await page.getByText('The account sign-in was incorrect or your account is disabled temporarily').waitFor();
    await page.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL('**/my-account');
    expect(await page.getByLabel('Förnamn').inputValue()).toBe('Astrid');
    await context.close();
  });

  it('shows a login-required page to a guest, and the page itself after signing in there', async () => {
    const email = newEmail();
    await registerAtApi(shop.apiURL, email);
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    await page.goto('/my-account/security');
    await expect.poll(() => page.getByTestId('login-required').textContent()).toBe('You need to be logged in to see this page');
    const form = page.locator('form.auth-form');
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Lösenord', { exact: true }).fill(PASSWORD);
    await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Logga in' }).click()]);
    await page.getByRole('heading', { name: 'Inloggade enheter' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-account/security');
    expect(await page.getByTestId('session-list').locator('li').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the profile and changes the password, staying signed in with the new one', async () => {
    const email = newEmail();
    await registerAtApi(shop.apiURL, email);
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    await page.goto('/');
    await signInWithDialog(page, email);
    await page.goto('/my-account');
    await page.getByLabel('Förnamn').fill('Åsa');
    const newAddress = newEmail();
    await page.getByLabel('E-post', { exact: true }).fill(newAddress);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.locator('#profile-emailConfirm-error').textContent()).toBe('Fältet är obligatoriskt');
    await page.getByLabel('Bekräfta ny e-postadress').fill(newAddress.toUpperCase());
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('Account data has successfully been updated');
    expect(await page.getByLabel('Förnamn').inputValue()).toBe('Åsa');
    await page.getByTestId('account-saved').getByRole('link', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('account-saved').count()).toBe(0);

    await page.goto('/my-account/security');
    await page.getByLabel('Nuvarande lösenord').fill(PASSWORD);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('Encore2027pass');
    await page.getByLabel('Upprepa lösenordet').fill('Encore2027pass');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Byt lösenord' }).click()]);
    await expect.poll(() => page.getByTestId('account-saved').textContent()).toContain('Password has successfully been changed');
    await signedInHeader(page);
    // Signed in again: the new session is the only one left.
    expect(await page.getByTestId('session-list').locator('li').count()).toBe(1);

    await page.getByTestId('sign-out').click();
    await page.getByTestId('account-link').filter({ hasText: 'Logga in' }).waitFor();
    await signInWithDialog(page, newAddress, 'Encore2027pass');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password through the e-mailed link and is then signed in', async () => {
    const email = newEmail();
    await registerAtApi(shop.apiURL, email);
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    await page.goto('/');
    await openSignInDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    await dialog.getByRole('button', { name: 'Glömt lösenordet?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Glömt lösenordet' });
    await forgot.getByLabel('E-post').fill(email);
    await forgot.getByRole('button', { name: 'Skicka länk' }).click();
    await expect.poll(() => forgot.getByRole('status').first().textContent()).toContain(email);

    const path = await resetPathFor(email);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Välj ett nytt lösenord' }).waitFor();
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('Reset2027pass');
    await page.getByLabel('Upprepa lösenordet').fill('Reset2027pass');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Spara lösenordet' }).click()]);
    await page.waitForURL('**/my-account');
    await signedInHeader(page);
    // The link works once.
    await page.goto(path);
    await page.getByLabel('Nytt lösenord', { exact: true }).fill('Reset2028pass');
    await page.getByLabel('Upprepa lösenordet').fill('Reset2028pass');
    await page.getByRole('button', { name: 'Spara lösenordet' }).click();
    await expect.poll(() => page.locator('.form-alert').textContent()).toBe('The password reset link is invalid or has expired, please ask for a new one');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a reset cannot be asked for while offline', async () => {
    const { page, context } = await openPage(browser, shop.baseURL);
    await page.goto('/forgot-password');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('E-post').fill('someone@example.se');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Skicka länk' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Reset password feature does not work while offline!');
    await context.setOffline(false);
    await context.close();
  });

  it('the sign-in pages, the dialog and the account pages have no axe violations', async () => {
    const email = newEmail();
    await registerAtApi(shop.apiURL, email);
    const { page, context } = await openPage(browser, shop.baseURL);
    for (const path of ['/login', '/register', '/forgot-password', '/my-account', '/de/login', '/create-password/token/abc/email/a%40example.se']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/register');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.locator('#auth-page-register-firstname-error').waitFor();
    expect(await violations(page), 'register with errors').toEqual([]);
    await page.goto('/');
    await openSignInDialog(page);
    await page.getByRole('dialog', { name: 'Logga in' }).waitFor();
    expect(await violations(page), 'dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await signInWithDialog(page, email);
    for (const path of ['/my-account', '/my-account/security']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page), path).toEqual([]);
    }
    await context.close();
  });
});
