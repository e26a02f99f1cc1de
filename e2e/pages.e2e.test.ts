import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';

const { baseURL } = workerShop();
const browser = await browserForFile();

describe('server rendering', () => {
  it('puts the category menu and both home collections in the HTML before JavaScript runs', async () => {
    const res = await fetch(`${baseURL}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const label of ['Konserter', 'Teater', 'Opera', 'Sport', 'Stå-upp', 'Shower', 'Nyheter', 'Mest sålda']) expect(html).toContain(label);
  });

  it('renders event name, Stockholm date and SEK prices into the event page HTML', async () => {
    const { page, context } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    const link = page.locator('main a[href^="/p/"]').first();
    const href = await link.getAttribute('href');
    const name = plain(await link.textContent());
    await context.close();
    const html = plain(await (await fetch(`${baseURL}${href}`)).text()).replace(/&amp;/g, '&');
    expect(name.length).toBeGreaterThan(2);
    expect(html).toContain(`<h1`);
    expect(html).toContain(name);
    expect(html).toMatch(/\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}/);
    expect(html).toMatch(/\d[\d ]*,\d{2} kr/);
  });
});

describe('page not found', () => {
  it('answers an unknown URL with HTTP 404 from the server and the not-found page', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    const res = await page.goto('/finns-inte/alls');
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sidan kunde inte hittas');
    await page.getByRole('link', { name: 'Till startsidan', exact: true }).click();
    await page.waitForURL(`${baseURL}/`);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('category page', () => {
  it('lists 16 events by date with a way to load more, and hydrates without console errors', async () => {
    const { page, context, errors } = await openPage(browser, baseURL, { width: 390, height: 844 });
    await page.goto('/c/konserter');
    const cards = page.locator('main a[href^="/p/"]');
    const first = await cards.count();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(16);
    const more = page.getByRole('button', { name: 'Visa fler' });
    if (first === 16 && (await more.count()) > 0) {
      await more.click();
      await expect.poll(() => cards.count()).toBeGreaterThan(16);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not report a request the page cancelled as an error, and still reports a real failure', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    // React Router cancels stale revalidations; a cancel mid-stream leaves a rejected promise nobody awaits.
    await page.evaluate(() => {
      const controller = new AbortController();
      controller.abort();
      void Promise.reject(controller.signal.reason);
      void Promise.reject(new Error('render-list answered 500'));
    });
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    expect(errors).toEqual(['render-list answered 500']);
    await context.close();
  });
});
