import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';

const { baseURL } = workerShop();
const browser = await browserForFile();

const total = async (page: Page) => Number((await page.getByTestId('listing-total').textContent())?.match(/\d+/)?.[0]);
const venues = (page: Page) => page.locator('[data-facet="venue"] a.facet__option');
const query = (page: Page) => new URL(page.url()).searchParams;
const places = (page: Page) => page.locator('main .event-card__place').allTextContents();

async function hydrated(page: Page) {
  await page.locator('main .compare-toggle:not([disabled])').first().waitFor();
}

/** The listing's venue facet goes by the venue's url_key and shows its name (ADR 0023). */
describe('category listing venue facet', () => {
  it('filters by the venue key, shows the venue name, and toggles off', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    await hydrated(page);
    const all = await total(page);
    expect(await venues(page).count()).toBeGreaterThan(1);
    const option = venues(page).first();
    const key = (await option.getAttribute('data-value'))!;
    const name = plain(await option.locator('.facet__label').textContent());
    const count = Number(await option.locator('.facet__count [aria-hidden]').textContent());
    expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(name).not.toBe(key);
    expect(count).toBeLessThan(all);

    await option.click();
    await page.waitForURL((u) => u.searchParams.has('venue'));
    expect(query(page).getAll('venue')).toEqual([key]);
    expect(new URL(page.url()).search).toBe(`?venue=${key}`);
    await expect.poll(() => total(page)).toBe(count);
    const shown = await places(page);
    expect(shown.length).toBe(Math.min(count, 16));
    for (const place of shown) expect(place.startsWith(`${name},`)).toBe(true);
    // The chosen option keeps its name; the other venues stay offered (counted without the venue choice).
    const chosen = page.locator('[data-facet="venue"] a[aria-current]');
    expect(plain(await chosen.locator('.facet__label').textContent())).toBe(name);
    expect(await venues(page).count()).toBeGreaterThan(1);

    await chosen.click();
    await page.waitForURL((u) => !u.searchParams.has('venue'));
    await expect.poll(() => total(page)).toBe(all);
    expect(await page.locator('[data-facet="venue"] a[aria-current]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an old link by venue name still lists that venue, and the next filter change writes the key', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    await hydrated(page);
    const option = venues(page).first();
    const key = (await option.getAttribute('data-value'))!;
    const name = plain(await option.locator('.facet__label').textContent());
    const count = Number(await option.locator('.facet__count [aria-hidden]').textContent());

    await page.goto(`/c/konserter?venue=${encodeURIComponent(name)}`);
    await hydrated(page);
    expect(await total(page)).toBe(count);
    expect(await page.locator('[data-facet="venue"] a[aria-current]').getAttribute('data-value')).toBe(key);
    await page.locator('[data-facet="price"] a.facet__option').last().click();
    await page.waitForURL((u) => u.searchParams.has('price'));
    expect(query(page).getAll('venue')).toEqual([key]);

    // Unknown venues and values with a dot are ignored: the whole category is listed.
    const all = Number((await (await fetch(`${baseURL}/c/konserter`)).text()).match(/data-testid="listing-total">(\d+)/)?.[1]);
    const ignored = await (await fetch(`${baseURL}/c/konserter?venue=finns-inte&venue=a.b`)).text();
    expect(ignored).toContain(`data-testid="listing-total">${all} `);
    await context.close();
  });
});
