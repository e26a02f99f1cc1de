import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';

const { baseURL, apiURL, sqlitePath } = workerShop();
const browser = await browserForFile();

/** The server's own answer, without following redirects. */
const raw = (path: string) => fetch(`${baseURL}${path}`, { redirect: 'manual' });

describe('URL rewrites answered by the server', () => {
  it('answers a 301 rewrite with HTTP 301 to its target, which is the category page', async () => {
    const res = await raw('/evenemang/konserter');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/c/konserter');
    const target = await fetch(`${baseURL}/c/konserter`);
    expect(target.status).toBe(200);
  });

  it('redirects the old address of a renamed category, a known /c/ route, with its rewrite status', async () => {
    const res = await raw('/c/musik');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/c/konserter');
    // A /c/ path with neither a category nor a rewrite stays the 404 page.
    expect((await raw('/c/finns-inte-alls')).status).toBe(404);
  });

  it('sends an old event address to the event page with 301', async () => {
    const search = await fetch(`${apiURL}/api/catalog/default/url_rewrite/_search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: [{ attribute: 'entity_type', value: { eq: 'product' } }] }),
    });
    const [rewrite] = (await search.json()).result.items as Array<{ request_path: string; target_path: string }>;
    expect(rewrite).toBeDefined();
    const res = await raw(`/${rewrite!.request_path}`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/${rewrite!.target_path}`);
    const { page, context } = await openPage(browser, baseURL);
    const answer = await page.goto(`/${rewrite!.request_path}`);
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/${rewrite!.target_path}`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await context.close();
  });

  it('answers a disabled rewrite with its own status (302) and /home with 301 to /', async () => {
    const disabled = await raw('/julklapp');
    expect(disabled.status).toBe(302);
    expect(disabled.headers.get('location')).toBe('/gift-card');
    const home = await raw('/home');
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/');
  });

  it('opens a category found by URL mapping, and 404s a path nothing maps', async () => {
    const mapped = await raw('/konserter');
    expect(mapped.status).toBe(302);
    expect(mapped.headers.get('location')).toBe('/c/konserter');
    const unmapped = await raw('/villkor');
    expect(unmapped.status).toBe(404);
    expect(await unmapped.text()).toContain('Sidan kunde inte hittas');
    expect((await raw('/inget/alls/har/denna/adress')).status).toBe(404);
  });
});

describe('CMS pages', () => {
  it('renders a static page with its real content and follows a link inside it', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    const res = await page.goto('/customer-service');
    expect(res?.status()).toBe(200);
    expect(plain(await page.getByRole('heading', { level: 1 }).textContent())).toBe('Kundtjänst');
    expect(await page.title()).toBe('Kundtjänst | Encore');
    await expect.poll(() => page.locator('.cms-content').textContent()).toContain('Öppettider');
    await page.locator('.cms-content').getByRole('link', { name: 'Återbetalning' }).click();
    await page.waitForURL(`${baseURL}/returns`);
    expect(plain(await page.getByRole('heading', { level: 1 }).textContent())).toBe('Återköp och återbetalning');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders /i/{identifier} and answers a missing CMS page with the 404 page', async () => {
    const { page, context } = await openPage(browser, baseURL);
    expect((await page.goto('/i/about-us'))?.status()).toBe(200);
    expect(plain(await page.getByRole('heading', { level: 1 }).textContent())).toBe('Om Encore');
    const missing = await page.goto('/i/finns-inte');
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sidan kunde inte hittas');
    await context.close();
  });

  it('renders CMS HTML sanitized: no script runs and no handler survives', async () => {
    const db = new Database(sqlitePath);
    const now = new Date().toISOString();
    db.prepare(
      `insert into cms_page (id, identifier, store_id, title, content_heading, content, meta_description, is_active, sort_order, created_at, updated_at)
       values (990, 'e2e-sanitized', 1, 'Testsida', '', ?, '', 1, 0, ?, ?)`,
    ).run('<p id="kept" onclick="window.__clicked=1">Behålls</p><script>window.__pwned = 1</script><img src="/x.png" onerror="window.__pwned = 2">', now, now);
    db.close();
    const { page, context } = await openPage(browser, baseURL);
    expect((await page.goto('/i/e2e-sanitized'))?.status()).toBe(200);
    const html = await page.locator('.cms-content').innerHTML();
    expect(html).toContain('Behålls');
    expect(html).not.toMatch(/script|onclick|onerror/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await context.close();
  });

  it('shows the promoted banners from CMS configuration and the intro block on the home page', async () => {
    const html = plain(await (await fetch(`${baseURL}/`)).text());
    expect(html).toContain('Trygga biljettköp direkt från arrangörerna.');
    for (const title of ['Livemusik, teater och sport i hela Sverige', 'Höstens konserter', 'Presentkort', 'Sport på plats']) expect(html).toContain(title);
  });
});
