import type { Locator, Page } from 'playwright-core';

/**
 * Waits until a ticket row's add form runs with scripts (it then carries js=1). A click before the page
 * has hydrated posts the plain form, which goes back to the event page without the toast, as it
 * does for a visitor without JavaScript; a busy machine makes that window long.
 */
export async function addFormReady(row: Locator): Promise<void> {
  await row.locator('input[name="js"]').waitFor({ state: 'attached' });
}

/**
 * Home → first category in the menu → first event → adds `qty` tickets of the
 * first ticket category that can be bought. Answers the ticket sku and event name.
 */
export async function addTicketsFromFirstEvent(page: Page, qty: number): Promise<{ sku: string; name: string }> {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Konserter' }).first().click();
  await page.waitForURL('**/c/konserter');
  await page.getByRole('heading', { level: 1, name: 'Konserter' }).waitFor();
  await page.locator('main a[href^="/p/"]').first().click();
  await page.waitForURL('**/p/**');
  await page.locator('li.ticket').first().waitFor();
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const ticket = page.locator('li.ticket').filter({ has: page.getByRole('button', { name: 'Lägg i varukorgen' }) }).filter({ hasNot: page.getByText(/^Endast \d+ kvar$/) }).first();
  await ticket.getByLabel('Antal').selectOption(String(qty));
  const sku = (await ticket.locator('input[name="sku"]').getAttribute('value')) ?? '';
  await addFormReady(ticket);
  await ticket.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await page.getByText('Product has been added to the cart!').waitFor();
  return { sku, name: name.trim() };
}

/** Fills every checkout step as a guest (or over a customer's own details) with a valid Swedish address and `cardNumber`, and accepts the terms. */
export async function fillCheckout(page: Page, cardNumber: string): Promise<void> {
  await fillCheckoutDetails(page);
  await page.getByLabel('Kortnummer').fill(cardNumber);
  await page.getByLabel('Utgångsdatum (MM/ÅÅ)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

/** Every checkout step but the card: a guest's details with a valid Swedish address, and the terms accepted. */
export async function fillCheckoutDetails(page: Page): Promise<void> {
  await page.getByLabel('Förnamn', { exact: true }).fill('Anna');
  await page.getByLabel('Efternamn', { exact: true }).fill('Svensson');
  await page.getByLabel('E-post', { exact: true }).fill('anna.svensson@example.se');
  await page.getByLabel('Bekräfta e-post', { exact: true }).fill('anna.svensson@example.se');
  await page.getByLabel('Gatuadress', { exact: true }).fill('Storgatan');
  await page.getByLabel('Hus- eller lägenhetsnummer (valfritt)', { exact: true }).fill('12');
  await page.getByLabel('Postnummer', { exact: true }).fill('411 01');
  await page.getByLabel('Ort', { exact: true }).fill('Göteborg');
  await page.getByLabel('Telefonnummer (valfritt)', { exact: true }).fill('070-123 45 67');
  await page.getByLabel('Jag godkänner köpvillkoren').check();
}
