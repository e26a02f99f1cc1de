import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage } from './support/browser.ts';
import { addTicketsFromFirstEvent } from './support/shop.ts';

const { baseURL } = workerShop();
const browser = await browserForFile();

/** How the header sits in the window: sideways scroll of the page, the actions' right edges, the categories' row. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const right = (selector: string) => Math.round(document.querySelector(selector)!.getBoundingClientRect().right);
    const row = document.querySelector('.category-nav ul')!;
    return {
      pageWidth: document.documentElement.scrollWidth,
      windowWidth: window.innerWidth,
      cartRight: right('.cart-button'),
      accountRight: right('[data-testid="account-link"]'),
      compareRight: document.querySelector('[data-testid="compare-link"]') ? right('[data-testid="compare-link"]') : null,
      categoriesHidden: row.scrollWidth - row.clientWidth,
    };
  });
}

describe('the header on every screen', () => {
  for (const width of [320, 390]) {
    it(`fits a ${width} px phone: no sideways scroll, the cart on screen, the words of the icons still named`, async () => {
      const { page, context, errors } = await openPage(browser, baseURL, { width, height: 800 });
      for (const path of ['/c/konserter', '/de/c/konzerte', '/it/c/concerti']) {
        await page.goto(path);
        const layout = await headerLayout(page);
        expect(layout.pageWidth, path).toBe(layout.windowWidth);
        expect(layout.cartRight, path).toBeLessThanOrEqual(width);
        expect(layout.accountRight, path).toBeLessThanOrEqual(width);
      }
      await page.goto('/c/konserter');
      // The icons keep their names for screen readers and for the tests that click them.
      await page.getByRole('link', { name: 'Logga in' }).waitFor();
      await page.getByRole('link', { name: 'Sök' }).waitFor();
      await page.getByRole('button', { name: /^Varukorg/ }).waitFor();

      // Comparing two events brings the compare link, at the end of the categories' row: still no sideways scroll.
      const toggles = page.locator('.event-card__compare');
      await toggles.nth(0).click();
      await toggles.nth(1).click();
      await page.getByRole('link', { name: 'Jämför (2)' }).waitFor();
      const comparing = await headerLayout(page);
      expect(comparing.pageWidth).toBe(comparing.windowWidth);
      expect(comparing.compareRight).toBeLessThanOrEqual(width);
      expect(comparing.cartRight).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows every category beside the actions on a 1280 px screen, and the compare link too while comparing', async () => {
    const { page, context, errors } = await openPage(browser, baseURL, { width: 1280, height: 800 });
    for (const path of ['/c/konserter', '/de/c/konzerte']) {
      await page.goto(path);
      const layout = await headerLayout(page);
      expect(layout.categoriesHidden, path).toBe(0);
      expect(layout.pageWidth, path).toBe(1280);
    }
    // Longer names (the Italian store's) may not all fit in one row: the row then scrolls to its last category.
    await page.goto('/it/c/concerti');
    expect((await headerLayout(page)).pageWidth).toBe(1280);
    const row = page.locator('.category-nav ul');
    await row.evaluate((ul) => ul.scrollTo({ left: ul.scrollWidth }));
    const rowBox = (await row.boundingBox())!;
    const lastBox = (await row.locator('li').last().boundingBox())!;
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
    await page.goto('/c/konserter');
    const toggles = page.locator('.event-card__compare');
    await toggles.nth(0).click();
    await toggles.nth(1).click();
    await page.getByRole('link', { name: 'Jämför (2)' }).waitFor();
    const comparing = await headerLayout(page);
    expect(comparing.pageWidth).toBe(1280);
    expect(comparing.cartRight).toBeLessThanOrEqual(1280);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the categories a row of their own on a tablet, with room for all of them', async () => {
    const { page, context, errors } = await openPage(browser, baseURL, { width: 900, height: 800 });
    for (const path of ['/c/konserter', '/de/c/konzerte', '/it/c/concerti']) {
      await page.goto(path);
      const layout = await headerLayout(page);
      expect(layout.categoriesHidden, path).toBe(0);
      expect(layout.pageWidth, path).toBe(900);
      expect(await page.locator('.category-nav').boundingBox().then((b) => b!.y)).toBeGreaterThan(await page.locator('.site-header .logo').boundingBox().then((b) => b!.y + b!.height - 1));
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the checkout form on a wide screen', () => {
  it('gives every input of a step one height, and lines up the inputs of a row whose labels take different lines', async () => {
    const { page, context, errors } = await openPage(browser, baseURL, { width: 1280, height: 900 });
    await addTicketsFromFirstEvent(page, 1);
    await page.goto('/checkout');
    await page.locator('form.checkout-form').waitFor();
    const rows = await page.locator('.field-row').evaluateAll((els) =>
      els.map((row) => ({
        notes: row.querySelectorAll('.field__hint, .field__error').length,
        inputs: [...row.querySelectorAll('input.input, select')].filter((i) => (i as HTMLElement).offsetParent !== null).map((i) => {
          const box = i.getBoundingClientRect();
          return { top: Math.round(box.top), height: Math.round(box.height), label: i.closest('.field')?.querySelector('label')?.getBoundingClientRect().height ?? 0 };
        }),
      })),
    );
    const pairs = rows.filter((r) => r.inputs.length === 2);
    expect(pairs.length).toBeGreaterThan(3);
    // At least one row's labels really do take different lines (the billing address's), so the test can fail.
    expect(pairs.some((r) => Math.abs(r.inputs[0]!.label - r.inputs[1]!.label) > 5)).toBe(true);
    for (const row of pairs) {
      expect(Math.abs(row.inputs[0]!.height - row.inputs[1]!.height)).toBeLessThanOrEqual(1);
      if (row.notes === 0) expect(Math.abs(row.inputs[0]!.top - row.inputs[1]!.top)).toBeLessThanOrEqual(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
