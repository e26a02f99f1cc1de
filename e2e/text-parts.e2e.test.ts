import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignInDialog } from './support/account.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { workerShop } from './support/shared-shop.ts';

const { baseURL } = workerShop();
const browser = await browserForFile();

// The browser build the shop serves, and the files of each part of each catalogue in it.
const manifest = JSON.parse(readFileSync('apps/storefront/build/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
const fileOf = (key: string) => `/${manifest[key]!.file}`;
const SV = { browse: fileOf('app/i18n/catalogue/sv-SE.ts'), orders: fileOf('app/i18n/catalogue/orders/sv-SE.ts') };
const DE = { browse: fileOf('app/i18n/catalogue/de-DE.ts'), orders: fileOf('app/i18n/catalogue/orders/de-DE.ts') };

/** A new visitor's first visit of `path`, with the paths of every script the page asked for. */
async function firstVisit(path: string): Promise<{ page: Page; context: BrowserContext; errors: string[]; asked: string[] }> {
  const { page, context, errors } = await openPage(browser, baseURL);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { page, context, errors, asked };
}

describe('the catalogue in two parts', () => {
  it('a browsing page loads only the browsing texts; the sign-in dialog brings the order texts with its forms', async () => {
    const { page, context, errors, asked } = await firstVisit('/');
    expect(await page.locator('html').getAttribute('data-texts')).toBe('browse');
    expect(asked).toContain(SV.browse);
    expect(asked).not.toContain(SV.orders);

    await openSignInDialog(page);
    const dialog = page.getByRole('dialog', { name: 'Logga in' });
    await dialog.getByLabel('E-post').waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Logga in' }).count()).toBe(1);
    expect(asked).toContain(SV.orders);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page of the order part names its texts before it hydrates, in the store’s language', async () => {
    const { page, context, errors, asked } = await firstVisit('/de/order-tracking');
    expect(await page.locator('html').getAttribute('data-texts')).toBe('all');
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(preloads).toEqual(expect.arrayContaining([DE.browse, DE.orders]));
    expect(asked).toEqual(expect.arrayContaining([DE.browse, DE.orders]));
    expect(asked).not.toContain(SV.orders);
    // Hydrated (the form marks itself as scripted) with the server's texts: a text missing in the browser would show
    // its id and fail hydration, which React reports as an error.
    await page.locator('form.order-access-form input[name="js"]').waitFor({ state: 'attached' });
    expect(await page.getByLabel('Bestellnummer').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });
});
