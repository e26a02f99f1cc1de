import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, openPage } from './support/browser.ts';

const baseURL = inject('baseURL');
const browser = await browserForFile();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const DESKTOP = { width: 1280, height: 900 };
// Below 900 px the category page folds its filters behind a switch.
const PHONE = { width: 390, height: 844 };

interface Violation {
  rule: string;
  impact: string | null;
  elements: string[];
}

/** Runs axe-core's default rules over the page as it is now and lists what it finds. */
async function violations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? null, elements: v.nodes.map((n) => n.target.map(String).join(' ')) }));
  });
}

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
