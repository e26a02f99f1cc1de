import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { violations } from './support/axe.ts';
import { browserForFile, openPage } from './support/browser.ts';

const { baseURL } = workerShop();
const browser = await browserForFile();

const DESKTOP = { width: 1280, height: 900 };
// Below 900 px the category page folds its filters behind a switch.
const PHONE = { width: 390, height: 844 };

/** A page after hydration, once its requests (live stock, current prices) have settled. */
async function settled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

for (const store of [
  { name: 'the Swedish store', prefix: '' },
  { name: 'the German store', prefix: '/de' },
]) {
  describe(`accessibility in ${store.name} (axe-core)`, () => {
    /** The store's first category in the menu and the first event listed there. */
    async function paths(page: Page): Promise<{ category: string; event: string }> {
      await settled(page, store.prefix || '/');
      const category = await page.locator('nav.category-nav a').first().getAttribute('href');
      await settled(page, category!);
      const event = await page.locator(`main a[href^="${store.prefix}/p/"]`).first().getAttribute('href');
      return { category: category!, event: event! };
    }

    it('the home page, a category page and an event page have no violations', async () => {
      const { page, context } = await openPage(browser, baseURL, DESKTOP);
      await settled(page, store.prefix || '/');
      expect(await violations(page)).toEqual([]);
      const { category, event } = await paths(page);
      await settled(page, category);
      expect(await page.locator('.facets').count()).toBe(1);
      expect(await violations(page)).toEqual([]);
      await settled(page, event);
      expect(await page.locator('li.ticket').count()).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    it('a category page on a phone has no violations with its filters folded or open', async () => {
      const { page, context } = await openPage(browser, baseURL, PHONE);
      const { category } = await paths(page);
      await settled(page, category);
      const groups = page.locator('.facets__body');
      expect(await groups.isVisible()).toBe(false);
      expect(await violations(page)).toEqual([]);
      await page.locator('label[for="facets-open"]').click();
      await groups.waitFor({ state: 'visible' });
      expect(await violations(page)).toEqual([]);
      await context.close();
    });

    it('the microcart holding a ticket, and the checkout page, have no violations', async () => {
      const { page, context } = await openPage(browser, baseURL, DESKTOP);
      const { event } = await paths(page);
      await settled(page, event);
      const row = page.locator('li.ticket').filter({ has: page.locator('button[type="submit"]:not([disabled])') }).first();
      await row.locator('button[type="submit"]').click();
      await page.getByText('Product has been added to the cart!').waitFor();
      await page.locator('button.cart-button').click();
      const microcart = page.getByRole('dialog').filter({ has: page.locator('li.microcart-line') });
      await microcart.waitFor();
      // Contrast is judged on the drawer as a person sees it, after its slide-in (which starts transparent).
      await microcart.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      expect(await violations(page)).toEqual([]);
      await settled(page, `${store.prefix}/checkout`);
      expect(await page.locator('form').count()).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  });
}
