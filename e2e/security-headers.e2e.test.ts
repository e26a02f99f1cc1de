import Database from 'better-sqlite3';
import type { Browser, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, type WatchedPage } from './support/browser.ts';
import { addTicketsFromFirstEvent, fillCheckout } from './support/shop.ts';

const { baseURL, sqlitePath } = workerShop();
const browser = await browserForFile();

/** A page whose Content Security Policy violations (as the browser reports them to the page) are collected. */
async function watchedPage(b: Browser): Promise<WatchedPage & { violations: string[] }> {
  const watched = await openPage(b, baseURL);
  const violations: string[] = [];
  await watched.page.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await watched.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return { ...watched, violations };
}

/** The policy's directives and their sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Asserts the security headers of a page and answers its script nonce. */
function expectSecurityHeaders(res: Response | null): string {
  expect(res).not.toBeNull();
  const headers = res!.headers();
  const csp = directives(headers['content-security-policy']);
  const scriptSrc = csp.get('script-src') ?? [];
  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  expect(nonce).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  // The shop's style sheet is written into the page under the same nonce as its scripts.
  expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  // The test shop configures no image CDN.
  expect(csp.get('img-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('frame-src')?.sort()).toEqual(['https://open.spotify.com', 'https://www.youtube-nocookie.com']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  for (const sources of csp.values()) {
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
  }
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  return nonce!;
}

/** The nonces the page's scripts carry (the browser hides the attribute, the property keeps it). */
async function scriptNonces(page: WatchedPage['page']): Promise<string[]> {
  return page.locator('script:not([type="application/ld+json"])').evaluateAll((scripts) => [...new Set(scripts.map((s) => (s as HTMLScriptElement).nonce))]);
}

describe('Content Security Policy', () => {
  it('home, category, event, cart and checkout pages run without a single violation, each with a nonce of its own', async () => {
    const { page, context, errors, violations } = await watchedPage(browser);
    const nonces = new Set<string>();
    const check = (res: Response | null) => {
      const nonce = expectSecurityHeaders(res);
      nonces.add(nonce);
      return nonce;
    };
    const responses: Array<Response | null> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'document') responses.push(r);
    });

    check(await page.goto('/'));
    check(await page.goto('/c/konserter'));
    await page.locator('main a[href^="/p/"]').first().waitFor();
    // Home → category → event in the browser, adding two tickets (the microcart opens).
    await addTicketsFromFirstEvent(page, 2);
    for (const res of responses) check(res);
    expect(await scriptNonces(page)).toEqual([expectSecurityHeaders(responses.at(-1)!)]);

    // The cart address leads to the checkout, which takes the card in the browser and pays.
    const cart = await page.goto('/cart');
    const checkoutNonce = check(cart);
    expect(page.url()).toBe(`${baseURL}/checkout`);
    expect(await scriptNonces(page)).toEqual([checkoutNonce]);
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Slutför köp/ }).click();
    await page.waitForURL(/\/success\?order=/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tack för din beställning!');

    expect(nonces.size).toBeGreaterThanOrEqual(4);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an artist page frames its Spotify player without a violation', async () => {
    const db = new Database(sqlitePath);
    const artist = db.prepare('select id, url_key from category where is_artist = 1 order by id desc limit 1').get() as { id: number; url_key: string };
    db.prepare('update category set spotify_embed_url = ? where id = ?').run('https://open.spotify.com/artist/0e86yPdC41PGRkLp2Q1Bph', artist.id);
    db.prepare("update catalog_meta set value = value || '-csp' where key = 'catalog_version'").run();
    db.close();
    // The API notices the new catalogue version within a second and rebuilds its index in the background.
    await expect
      .poll(async () => (await (await fetch(`${baseURL}/artist/${artist.url_key}`, { headers: { cookie: 'e2e_fresh=1' } })).text()).includes('0e86yPdC41PGRkLp2Q1Bph'), {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(true);

    const { page, context, errors, violations } = await watchedPage(browser);
    await context.addCookies([{ name: 'e2e_fresh', value: '1', url: baseURL }]);
    // The player is not fetched from the internet in a test: a stand-in page answers for it.
    await page.route(/open\.spotify\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
    expectSecurityHeaders(await page.goto(`/artist/${artist.url_key}`));
    await page.getByRole('button', { name: 'Visa spelaren från Spotify' }).click();
    const frame = page.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('https://open.spotify.com/embed/artist/0e86yPdC41PGRkLp2Q1Bph');
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('https://open.spotify.com/embed/'))).toBe(true);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page from the output cache carries the nonce of the request it answers, and hydrates', async () => {
    const first = await watchedPage(browser);
    const served = await first.page.goto('/c/teater');
    expectSecurityHeaders(served);
    await first.context.close();

    const { page, context, errors, violations } = await watchedPage(browser);
    const hit = await page.goto('/c/teater');
    expect(hit?.headers()['x-cache']).toBe('HIT');
    const nonce = expectSecurityHeaders(hit);
    expect(nonce).not.toBe(expectSecurityHeaders(served));
    expect(await scriptNonces(page)).toEqual([nonce]);
    // Hydrated: the microcart opens on a click.
    await page.getByRole('button', { name: /^Varukorg/ }).click();
    await page.getByRole('dialog', { name: 'Varukorg' }).waitFor();
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('static files and error pages carry the headers too, and nobody may frame the shop', async () => {
    for (const path of ['/favicon.svg', '/finns-inte']) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(directives(res.headers.get('content-security-policy') ?? undefined).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });
});
