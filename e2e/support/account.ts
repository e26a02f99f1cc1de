import type { BrowserContext, Page } from 'playwright-core';

/** A password the shop's rules accept. */
export const PASSWORD = 'Encore2026pass';

/** Registers a customer straight at the API; answers their id. */
export async function registerAtApi(apiURL: string, email: string, password = PASSWORD): Promise<number> {
  const r = await fetch(`${apiURL}/api/user/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer: { email, firstname: 'Astrid', lastname: 'Lindqvist' }, password }),
  });
  const body = (await r.json()) as { result: { id: number } };
  if (r.status !== 200) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return body.result.id;
}

/**
 * Opens the header's sign-in dialog. Before the page has hydrated the link is a plain link to the
 * sign-in page, so this waits until the link says it opens a dialog, as a person would see it do.
 */
export async function openSignInDialog(page: Page): Promise<void> {
  await page.locator('[data-testid="account-link"][aria-haspopup="dialog"]').click();
}

/** Signs in through the header's sign-in dialog (the page reloads with the session). */
export async function signInWithDialog(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openSignInDialog(page);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('E-post').fill(email);
  await dialog.getByLabel('Lösenord', { exact: true }).fill(password);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Logga in' }).click()]);
  await signedInHeader(page);
}

/** Waits until the header's account link says the visitor is signed in. */
export async function signedInHeader(page: Page): Promise<void> {
  await page.getByTestId('account-link').filter({ hasText: 'Mitt konto' }).waitFor();
}

/** The value of one of the browser's cookies for the shop, if set. */
export async function cookieOf(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}
