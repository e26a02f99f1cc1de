import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';

const { baseURL, apiURL } = workerShop();
const browser = await browserForFile();

const total = async (page: Page) => Number((await page.getByTestId('listing-total').textContent())?.match(/\d+/)?.[0]);
const facet = (page: Page, code: string) => page.locator(`[data-facet="${code}"] a.facet__option`);
const query = (page: Page) => new URL(page.url()).searchParams;

/** Marks the window so a later check can tell client navigation (marker kept) from a full page load. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __listingMarker: number }).__listingMarker = 1));
}
const stillSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __listingMarker?: number }).__listingMarker === 1);

async function hydrated(page: Page) {
  // The compare toggles are enabled once React has hydrated the page.
  await page.locator('main .compare-toggle:not([disabled])').first().waitFor();
}

describe('category listing filters', () => {
  it('toggles a set filter on and off through the route, navigating client-side', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    await hydrated(page);
    const all = await total(page);
    await markWindow(page);
    const stockholm = facet(page, 'city').filter({ hasText: 'Stockholm' }).first();
    const expected = Number(await stockholm.locator('.facet__count [aria-hidden]').textContent());
    await stockholm.click();
    await page.waitForURL(/city=Stockholm/);
    await expect.poll(() => total(page)).toBe(expected);
    expect(expected).toBeLessThan(all);
    for (const place of await page.locator('main .event-card__place').allTextContents()) expect(place).toContain('Stockholm');
    expect(await stillSameWindow(page)).toBe(true);
    // Selecting the set filter again removes it.
    await facet(page, 'city').filter({ hasText: 'Stockholm' }).first().click();
    await page.waitForURL((u) => !u.searchParams.has('city'));
    await expect.poll(() => total(page)).toBe(all);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a second value of a multi-value filter, but a price range replaces the previous one', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    await hydrated(page);
    await facet(page, 'city').nth(0).click();
    await page.waitForURL(/city=/);
    await page.locator('[data-facet="city"] a[aria-current]').waitFor();
    // Other cities stay offered (counted without the city choice), so a second one can be added.
    const unselected = page.locator('[data-facet="city"] a.facet__option:not([aria-current])');
    await unselected.first().click();
    await expect.poll(() => query(page).getAll('city').length).toBe(2);
    await expect.poll(() => page.locator('[data-facet="city"] a[aria-current]').count()).toBe(2);

    const prices = facet(page, 'price');
    expect(plain(await prices.first().locator('.facet__label').textContent())).toBe('< kr50');
    expect(plain(await prices.nth(1).locator('.facet__label').textContent())).toBe('kr50 - 100');
    expect(plain(await prices.last().locator('.facet__label').textContent())).toBe('> kr150');
    await prices.last().click();
    await expect.poll(() => query(page).getAll('price')).toEqual(['150-']);
    await facet(page, 'price').first().click();
    await expect.poll(() => query(page).getAll('price')).toEqual(['0-50']);
    expect(query(page).getAll('city').length).toBe(2);
    await context.close();
  });

  it('reset clears every filter, the sort and the period', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/c/konserter?city=Stockholm&price=150-&sort=final_price:desc&period=2027');
    await hydrated(page);
    await page.getByRole('link', { name: 'Rensa alla filter' }).click();
    await page.waitForURL((u) => u.pathname === '/c/konserter' && u.search === '');
    await expect.poll(() => page.getByRole('link', { name: 'Rensa alla filter' }).count()).toBe(0);
    expect(await page.locator('.facet__option[aria-current]').count()).toBe(0);
    expect(await page.getByLabel('Sortera efter').inputValue()).toBe('date:asc');
    await context.close();
  });

  it('a period shows only events of that year (Stockholm time) and can be toggled off', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    await hydrated(page);
    const years = await facet(page, 'period').allTextContents();
    expect(years.length).toBeGreaterThan(0);
    const option = facet(page, 'period').last();
    const year = (await option.getAttribute('data-value'))!;
    const count = Number(await option.locator('.facet__count [aria-hidden]').textContent());
    await option.click();
    await page.waitForURL(new RegExp(`period=${year}`));
    await expect.poll(() => total(page)).toBe(count);
    const dates = await page.locator('main .event-card__date time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(dates.length).toBeGreaterThan(0);
    for (const iso of dates) {
      const stockholmYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Stockholm', year: 'numeric' }).format(new Date(iso));
      expect(stockholmYear).toBe(year);
    }
    // Without JavaScript the same URL answers the same listing.
    const html = await (await fetch(`${baseURL}/c/konserter?period=${year}`)).text();
    expect(html).toContain(`data-testid="listing-total">${count} `);
    // The other years stay offered while one is chosen.
    expect(await facet(page, 'period').count()).toBe(years.length);
    await page.locator('[data-facet="period"] a[aria-current]').click();
    await page.waitForURL((u) => !u.searchParams.has('period'));
    await context.close();
  });
});

describe('category listing sort', () => {
  it('sorts by price low to high and high to low; date ascending is the default', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    await hydrated(page);
    const dates = await page.locator('main .event-card__date time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect([...dates].sort()).toEqual(dates);
    const labels = await page.getByLabel('Sortera efter').locator('option').allTextContents();
    expect(labels).toEqual(['Senaste', 'Pris lågt till högt', 'Pris högt till lågt', 'Datum stigande']);
    // The order follows each event's price (a parent's price is its cheapest ticket category's) as the API holds it.
    const pricesInOrder = async () => {
      const skus = await page.locator('main a.event-card__link').evaluateAll((els) => els.map((e) => decodeURIComponent(e.getAttribute('href')!.split('/')[2]!)));
      const res = await fetch(`${apiURL}/api/catalog/default/product/_search?size=100`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: [{ attribute: 'sku', value: { in: skus } }] }),
      });
      const items = ((await res.json()) as { result: { items: Array<{ sku: string; final_price: number }> } }).result.items;
      const bySku = new Map(items.map((i) => [i.sku, i.final_price]));
      return skus.map((sku) => bySku.get(sku)!);
    };

    await page.getByLabel('Sortera efter').selectOption('final_price:asc');
    await page.waitForURL(/sort=final_price(%3A|:)asc/);
    await expect.poll(async () => { const p = await pricesInOrder(); return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v); }).toBe(true);

    await page.getByLabel('Sortera efter').selectOption('final_price:desc');
    await page.waitForURL(/sort=final_price(%3A|:)desc/);
    await expect.poll(async () => { const p = await pricesInOrder(); return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! >= v); }).toBe(true);

    // Choosing the default again takes sort out of the route.
    await page.getByLabel('Sortera efter').selectOption('date:asc');
    await page.waitForURL((u) => !u.searchParams.has('sort'));
    await context.close();
  });
});

describe('missing category', () => {
  it('answers 404 with the page-not-found page', async () => {
    const { page, context } = await openPage(browser, baseURL);
    const res = await page.goto('/c/finns-inte-alls');
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sidan kunde inte hittas');
    await context.close();
  });
});

describe('search', () => {
  it('suggests events for a misspelt artist name as you type and opens the results view', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/');
    await page.locator('.compare-toggle:not([disabled])').first().waitFor();
    await page.getByRole('link', { name: 'Sök' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sök evenemang' });
    await dialog.waitFor();
    const input = dialog.getByLabel('Sök på artist, evenemang eller plats');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await input.pressSequentially('norsken', { delay: 30 });
    const suggestion = dialog.locator('.search-suggestion').filter({ hasText: 'Norrsken' }).first();
    await suggestion.waitFor();
    await input.press('Enter');
    await page.waitForURL(/\/search\?q=norsken/);
    await page.getByRole('heading', { level: 1, name: 'Sökresultat för ”norsken”' }).waitFor();
    const names = await page.locator('main .event-card__title').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => n.includes('Norrsken'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the panel with Escape and gives focus back to the search button', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/');
    await page.locator('.compare-toggle:not([disabled])').first().waitFor();
    const button = page.getByRole('link', { name: 'Sök' });
    await button.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('serves the results view without JavaScript', async () => {
    const html = await (await fetch(`${baseURL}/search?q=norsken`)).text();
    expect(html).toContain('Norrsken');
  });
});

describe('compare', () => {
  it('adds events from cards and the event page, ignores a repeat, survives a reload, and removes', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    await hydrated(page);
    const cards = page.locator('main .event-card');
    const firstName = plain(await cards.nth(0).locator('.event-card__title').textContent());
    const secondName = plain(await cards.nth(1).locator('.event-card__title').textContent());
    await cards.nth(0).getByRole('button', { name: `Lägg till ${firstName} i jämförelsen` }).click();
    await cards.nth(1).getByRole('button', { name: `Lägg till ${secondName} i jämförelsen` }).click();
    await page.getByTestId('compare-link').getByText('Jämför (2)').waitFor();

    // On the first event's own page it shows as already in the list.
    await cards.nth(0).locator('.event-card__link').click();
    await page.waitForURL('**/p/**');
    await page.getByRole('heading', { level: 1, name: firstName }).waitFor();
    await page.locator('.product .compare-toggle[aria-pressed="true"]').waitFor();
    // The stored list is by sku: the same sku again is ignored.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('encore-compare') ?? '{}').state.skus as string[]);
    expect(stored).toHaveLength(2);

    await page.getByTestId('compare-link').click();
    await page.waitForURL('**/compare');
    const table = page.locator('table.compare-table');
    await table.waitFor();
    expect(await table.locator('thead th').count()).toBe(2);
    expect(plain(await table.locator('thead').textContent())).toContain(firstName);
    // Comparable attributes are rows; event_month is not comparable in the demo catalogue.
    expect(await table.locator('tr[data-attribute="city"]').count()).toBe(1);
    expect(await table.locator('tr[data-attribute="ticket_category"]').count()).toBe(1);
    expect(await table.locator('tr[data-attribute="event_month"]').count()).toBe(0);

    await page.reload();
    await table.waitFor();
    expect(await table.locator('thead th').count()).toBe(2);
    await table.locator('thead th').first().getByRole('button', { name: `Ta bort ${firstName} från jämförelsen` }).click();
    await expect.poll(() => table.locator('thead th').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('compare from the event page', () => {
  it('adds and removes the event with its own button', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    const html = await (await fetch(`${baseURL}/c/teater`)).text();
    await page.goto(html.match(/href="(\/p\/[^"]+)"/)![1]!);
    const name = plain(await page.getByRole('heading', { level: 1 }).textContent());
    await page.locator('.product .compare-toggle:not([disabled])').waitFor();
    await page.getByRole('button', { name: `Lägg till ${name} i jämförelsen` }).click();
    await page.getByTestId('compare-link').getByText('Jämför (1)').waitFor();
    await page.getByRole('button', { name: `Ta bort ${name} från jämförelsen` }).click();
    await expect.poll(() => page.getByTestId('compare-link').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('event page stock and prices', () => {
  it('shows each ticket category as checking until live stock answers, then its state, and marks prices current', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    const html = await (await fetch(`${baseURL}/c/konserter`)).text();
    const href = html.match(/href="(\/p\/[^"]+)"/)![1]!;
    const ssr = await (await fetch(`${baseURL}${href}`)).text();
    expect(ssr).toContain('data-state="checking"');
    expect(ssr).toContain('data-price-is-current="false"');
    await page.goto(href);
    const states = page.locator('li.ticket [data-testid="stock-state"]');
    await expect.poll(async () => (await states.evaluateAll((els) => els.map((e) => e.getAttribute('data-state')))).every((s) => ['in_stock', 'few_left', 'sold_out', 'not_available_yet'].includes(s!))).toBe(true);
    await page.locator('[data-price-is-current="true"]').waitFor();
    expect(plain(await page.getByTestId('price-state').textContent())).toMatch(/^Priserna uppdaterades \d{2}:\d{2} /);
    // Details list the attributes shown on the front.
    const details = page.getByRole('region', { name: 'Detaljer' });
    expect(await details.locator('[data-attribute="city"]').count()).toBe(1);
    expect(await details.locator('[data-attribute="price"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('filters by link and sorts by the GET form', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
    const page = await context.newPage();
    await page.goto('/c/konserter');
    const all = await total(page);
    await facet(page, 'city').filter({ hasText: 'Stockholm' }).first().click();
    await page.waitForURL(/city=Stockholm/);
    expect(await total(page)).toBeLessThan(all);
    await page.getByLabel('Sortera efter').selectOption('final_price:desc');
    await page.getByRole('button', { name: 'Sortera', exact: true }).click();
    await page.waitForURL(/sort=final_price(%3A|:)desc/);
    expect(query(page).getAll('city')).toEqual(['Stockholm']);
    await context.close();
  });
});

describe('tickets left', () => {
  it('a ticket category with few tickets left opens its popup with the count', async () => {
    const res = await fetch(`${apiURL}/api/catalog/default/product/_search?size=500`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: [] }),
    });
    type Item = { url_path: string; configurable_children: Array<{ sku: string; stock: { qty: number; is_in_stock: boolean } }> };
    const items = ((await res.json()) as { result: { items: Item[] } }).result.items;
    const event = items.find((e) => e.configurable_children.some((c) => c.stock.is_in_stock && c.stock.qty > 0 && c.stock.qty <= 5));
    expect(event, 'the demo catalogue has a ticket category with few tickets left').toBeDefined();
    const child = event!.configurable_children.find((c) => c.stock.is_in_stock && c.stock.qty > 0 && c.stock.qty <= 5)!;
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto(`/${event!.url_path}`);
    const row = page.locator(`li.ticket[data-sku="${child.sku}"]`);
    const button = row.getByRole('button', { name: `Endast ${child.stock.qty} kvar` });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const popup = row.getByRole('dialog', { name: 'Få biljetter kvar' });
    expect(plain(await popup.textContent())).toContain(`Det finns bara ${child.stock.qty} ${child.stock.qty === 1 ? 'biljett' : 'biljetter'} kvar`);
    await popup.getByRole('button', { name: 'Stäng' }).click();
    expect(await popup.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
