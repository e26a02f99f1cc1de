import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';

const { baseURL, sqlitePath } = workerShop();
const browser = await browserForFile();

/** Texts of the event cards' "venue, city" lines on the current page. */
async function cardPlaces(page: Page): Promise<string[]> {
  return (await page.locator('main .event-card__place').allTextContents()).map(plain);
}

describe('artist, venue and city pages', () => {
  it('opens the most popular artist from the home page and shows its tour and events', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/');
    const block = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Populära artister' }) });
    const tile = block.locator('a[href^="/artist/"]').first();
    const name = plain(await tile.textContent());
    expect(name.length).toBeGreaterThan(1);
    const tileMeta = plain(await block.locator('.place-tile').first().locator('.place-tile__meta').textContent());
    const count = Number(/^(\d+) evenemang$/.exec(tileMeta)?.[1]);
    expect(count).toBeGreaterThan(0);
    await tile.click();
    await page.waitForURL('**/artist/**');
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Turnéinformation' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Kommande evenemang' }).waitFor();
    // The page lists exactly the upcoming events the popular list counted for this artist.
    expect(await page.locator('main a[href^="/p/"]').count()).toBe(count);
    expect(plain(await page.locator('.load-more__count').textContent())).toBe(`Visar ${count} av ${count} evenemang`);
    const crumbs = plain(await page.getByRole('navigation', { name: 'Brödsmulor' }).textContent());
    expect(crumbs.startsWith('Hem')).toBe(true);
    expect(crumbs.endsWith(name)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads a YouTube player only after the visitor asks, from the privacy-enhanced host', async () => {
    const db = new Database(sqlitePath);
    const artist = db.prepare("select id, url_key, name from category where is_artist = 1 order by id limit 1").get() as { id: number; url_key: string; name: string };
    db.prepare('update category set youtube_embed_url = ? where id = ?').run('https://www.youtube.com/watch?v=dQw4w9WgXcQ', artist.id);
    db.prepare("update catalog_meta set value = value || '-e2e' where key = 'catalog_version'").run();
    db.close();
    // The API notices a new catalogue version within a second and rebuilds its index in the
    // background, so wait until the page (past the output cache) shows the new link.
    await expect
      .poll(async () => (await (await fetch(`${baseURL}/artist/${artist.url_key}`, { headers: { cookie: 'e2e_fresh=1' } })).text()).includes('dQw4w9WgXcQ'), {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(true);

    const { page, context, errors } = await openPage(browser, baseURL);
    // A cookie keeps the output cache out of it: the page changed a moment ago behind the API's back.
    await context.addCookies([{ name: 'e2e_fresh', value: '1', url: baseURL }]);
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (/youtube/.test(r.url())) thirdParty.push(r.url());
    });
    await page.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
    await page.goto(`/artist/${artist.url_key}`);
    await page.getByRole('heading', { level: 2, name: 'Lyssna och titta' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Öppna på YouTube' }).getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(thirdParty).toEqual([]);

    await page.getByRole('button', { name: 'Visa spelaren från YouTube' }).click();
    const frame = page.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await frame.getAttribute('title')).toBe(`YouTube: ${artist.name}`);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a popular venue from the home page and lists only its events', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/');
    const block = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Populära arenor' }) });
    const tile = block.locator('a[href^="/venue/"]').first();
    const name = plain(await tile.textContent());
    await tile.click();
    await page.waitForURL('**/venue/**');
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: `Evenemang på ${name}` }).waitFor();
    const places = await cardPlaces(page);
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) expect(p.startsWith(`${name}, `)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists a city’s events and venues, reached from the city index', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/cities');
    expect(plain(await page.getByRole('heading', { level: 1 }).textContent())).toBe('Städer');
    await page.getByRole('link', { name: 'Göteborg', exact: true }).click();
    await page.waitForURL('**/city/goteborg');
    await page.getByRole('heading', { level: 1, name: 'Göteborg', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Evenemang i Göteborg' }).waitFor();
    const places = await cardPlaces(page);
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) expect(p.endsWith(', Göteborg')).toBe(true);
    const venues = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Arenor i Göteborg' }) });
    expect(await venues.getByRole('link', { name: 'Scandinavium', exact: true }).getAttribute('href')).toBe('/venue/scandinavium');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the popular artists of a category on its category page, linking to their artist pages', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    const block = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Populära artister' }) });
    const links = block.locator('a[href^="/artist/"]');
    expect(await links.count()).toBeGreaterThan(1);
    const name = plain(await links.first().textContent());
    await links.first().click();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers unknown artists, venues and cities with HTTP 404', async () => {
    for (const path of ['/artist/finns-inte', '/venue/finns-inte', '/city/finns-inte']) {
      expect((await fetch(`${baseURL}${path}`)).status, path).toBe(404);
    }
    const venues = await fetch(`${baseURL}/venues`);
    expect(venues.status).toBe(200);
    expect(await venues.text()).toContain('Arenor och scener');
  });
});
