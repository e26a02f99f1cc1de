import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import type { Locator, Page } from 'playwright-core';
import { STORE_VIEWS, type BundleOption, type PackageTicket, type Product } from '@encore/contracts';
import { formatEventDate, formatPrice, holdShortage } from '@encore/domain';
import de from '../apps/storefront/app/features/package/messages/de-DE.json';
import sv from '../apps/storefront/app/features/package/messages/sv-SE.json';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { cartSkus, setLeft } from './support/tickets.ts';

// Packages (docs/decisions/0022-ticket-packages.md) as a shopper meets them: the demo's opera weekend
// (grouped) and hockey double (bundle). The shared shop holds tickets for 10 minutes, so the holds
// these tests make outlive the file.
const { baseURL, apiURL, sqlitePath } = workerShop();
const sweden = STORE_VIEWS.default;
const germany = STORE_VIEWS.store_de;
const browser = await browserForFile();

const OPERA = 'PKG-OPERAHELG';
const HOCKEY = 'PKG-HOCKEYDUBBEL';
const HOCKEY_PATH = '/p/PKG-HOCKEYDUBBEL/hockeydubbeln-tre-kronor';

/** The package as the API's product lookup answers it, in the given store. */
async function lookup(sku: string, storeCode: string = sweden.storeCode): Promise<Product> {
  const body = (await (await fetch(`${apiURL}/api/ext/catalog/product?storeCode=${storeCode}&sku=${sku}`)).json()) as { code: number; result: { product: Product } };
  expect(body.code).toBe(200);
  return body.result.product;
}

/** Tickets of a category still to be had, holds taken off, as the stock API tells it. */
async function available(sku: string): Promise<number> {
  const body = (await (await fetch(`${apiURL}/api/stock/check?sku=${encodeURIComponent(sku)}`)).json()) as { code: number; result: { qty: number } };
  expect(body.code).toBe(200);
  return body.result.qty;
}

/** What the API answers when it cannot hold a category for another cart: sold out, or left only in other carts' holds. */
function refusalFor(sku: string): string {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    const inv = db.prepare('select qty, sold, held from inventory where sku = ?').get(sku) as { qty: number; sold: number; held: number };
    return holdShortage({ ...inv, ownHeld: 0 }).message;
  } finally {
    db.close();
  }
}

const price = (minor: number, store = sweden) => plain(formatPrice(minor, store));

function option(pkg: Product, code: string): BundleOption {
  const found = pkg.bundle_options?.find((o) => o.code === code);
  if (!found) throw new Error(`${pkg.sku} has no option ${code}`);
  return found;
}

const cheapest = (o: BundleOption): PackageTicket => [...o.product_links].sort((a, b) => a.final_price_incl_tax - b.final_price_incl_tax)[0]!;

/** Waits for the package form to be hydrated (it then posts through a fetcher and marks that with a js field). */
async function hydrated(form: Locator) {
  await form.locator('input[name="js"]').waitFor({ state: 'attached' });
}

/** The microcart's line for a ticket category: the event's name and the category's label. */
function microcartLine(page: Page, t: PackageTicket) {
  return page
    .getByRole('dialog', { name: 'Varukorg' })
    .locator('li.microcart-line')
    .filter({ has: page.locator('.microcart-line__name', { hasText: t.event.name }) })
    .filter({ has: page.locator('.microcart-line__meta', { hasText: t.ticket_category_label }) });
}

describe('grouped package', () => {
  it('is found on the Opera page, shows both tickets and their sum, and 2 packages put 2 of each ticket in the cart, held', async () => {
    const pkg = await lookup(OPERA);
    const tickets = pkg.product_links ?? [];
    expect(tickets.map((t) => t.event.name)).toEqual(['La traviata', 'Don Giovanni']);
    const before = await Promise.all(tickets.map((t) => available(t.sku)));

    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/c/opera');
    const card = page.locator('main .event-card').filter({ hasText: pkg.name });
    expect(await card.count()).toBe(1);
    // A grouped package has one fixed price: the card says so instead of "från".
    const cardSum = tickets.reduce((s, t) => s + t.final_price_incl_tax * t.qty, 0);
    expect(plain(await card.locator('.event-card__price').textContent())).toBe(sv['package.cardPrice'].replace('{price}', price(cardSum)));
    await card.getByRole('link', { name: pkg.name }).click();
    await page.waitForURL(`**/${pkg.url_path}`);
    // The address changes as the navigation commits; the page follows a frame later.
    await page.getByRole('heading', { level: 1, name: pkg.name }).waitFor();
    expect(plain(await page.getByTestId('package-lead').textContent())).toBe(sv['package.grouped.lead']);
    const form = page.getByRole('form', { name: sv['package.contents'] });
    await hydrated(form);
    for (const t of tickets) {
      const row = form.locator(`li.package__ticket[data-sku="${t.sku}"]`);
      const text = plain(await row.textContent());
      expect(text).toContain(`1 biljett, ${t.ticket_category_label}`);
      expect(text).toContain(t.event.name);
      expect(text).toContain(plain(formatEventDate(t.event.date, sweden)));
      expect(plain(await row.locator('.ticket__price strong').textContent())).toBe(price(t.final_price_incl_tax));
    }
    const sum = tickets.reduce((s, t) => s + t.final_price_incl_tax * t.qty, 0);
    expect(plain(await page.getByTestId('package-total').textContent())).toBe(`Totalt per paket: ${price(sum)}`);

    await form.getByLabel(sv['package.quantity']).selectOption('2');
    await form.getByRole('button', { name: sv['package.add'] }).click();
    await page.getByText('Product has been added to the cart!').waitFor();

    await page.getByRole('button', { name: /^Varukorg/ }).click();
    for (const t of tickets) {
      const line = microcartLine(page, t);
      await expect.poll(() => line.count()).toBe(1);
      expect(await line.getByTestId('line-qty').textContent()).toBe('2');
    }
    expect(await page.getByRole('dialog', { name: 'Varukorg' }).locator('li.microcart-line').count()).toBe(2);
    expect((await cartSkus(page, apiURL)).sort()).toEqual(tickets.map((t) => t.sku).sort());
    expect(await Promise.all(tickets.map((t) => available(t.sku)))).toEqual(before.map((n) => n - 2));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is added all or nothing: with one ticket category sold out the page shows the server\'s message and the cart gets neither ticket', async () => {
    const tickets = (await lookup(OPERA)).product_links ?? [];
    // The API holds a package's categories in product id order; selling out the later one lets the first
    // be written and held inside the transaction before the refusal rolls it back. (With the first test's
    // holds still running, the later category passes the API's pre-check and is refused only by its hold.)
    const [first, last] = [...tickets].sort((a, b) => a.id - b.id) as [PackageTicket, PackageTicket];
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto(`/${(await lookup(OPERA)).url_path}`);
    const form = page.getByRole('form', { name: sv['package.contents'] });
    await hydrated(form);

    const firstBefore = await available(first.sku);
    const left = await available(last.sku);
    setLeft(sqlitePath, last.sku, 0);
    try {
      expect(await available(last.sku)).toBe(0);
      await form.getByRole('button', { name: sv['package.add'] }).click();
      await form.getByRole('alert').filter({ hasText: refusalFor(last.sku) }).waitFor();
      expect(await page.getByText('Product has been added to the cart!').count()).toBe(0);
      expect(await cartSkus(page, apiURL)).toEqual([]);
      expect(await available(first.sku)).toBe(firstBefore);
    } finally {
      setLeft(sqlitePath, last.sku, left);
    }
    expect(await available(last.sku)).toBe(left);
    // Console errors are not expected either: a refused add is an answer, not a failure.
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('bundle package', () => {
  it('preselects the cheapest category per match, totals the choices as they change and adds exactly the chosen ones', async () => {
    const pkg = await lookup(HOCKEY);
    const [finland, czechia] = [option(pkg, 'finland'), option(pkg, 'tjeckien')];
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto(HOCKEY_PATH);
    expect(plain(await page.getByTestId('package-lead').textContent())).toBe(sv['package.bundle.lead']);
    const form = page.getByRole('form', { name: sv['package.choices'] });
    await hydrated(form);

    for (const o of [finland, czechia]) {
      const group = form.getByRole('group', { name: o.title });
      const checked = group.locator('input[type="radio"]:checked');
      expect(await checked.count()).toBe(1);
      expect(await checked.getAttribute('value')).toBe(String(cheapest(o).id));
    }
    const total = page.getByTestId('package-total');
    expect(plain(await total.textContent())).toBe(`Totalt per paket: ${price(cheapest(finland).final_price_incl_tax + cheapest(czechia).final_price_incl_tax)}`);

    // Another category for the first match: the total follows at once, before anything is posted.
    // The dearest: cart-stock.e2e.test.ts turns stock tracking off for one of the cheaper categories.
    const other = [...finland.product_links].sort((a, b) => b.final_price_incl_tax - a.final_price_incl_tax)[0]!;
    expect(other.final_price_incl_tax).toBeGreaterThan(cheapest(finland).final_price_incl_tax);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await form.getByRole('group', { name: finland.title }).getByLabel(other.ticket_category_label).check();
    await expect.poll(async () => plain(await total.textContent())).toBe(`Totalt per paket: ${price(other.final_price_incl_tax + cheapest(czechia).final_price_incl_tax)}`);
    expect(posts).toEqual([]);

    await form.getByRole('button', { name: sv['package.add'] }).click();
    await page.getByText('Product has been added to the cart!').waitFor();
    expect((await cartSkus(page, apiURL)).sort()).toEqual([other.sku, cheapest(czechia).sku].sort());
    await page.getByRole('button', { name: /^Varukorg/ }).click();
    for (const t of [other, cheapest(czechia)]) {
      const line = microcartLine(page, t);
      await expect.poll(() => line.count()).toBe(1);
      expect(await line.getByTestId('line-qty').textContent()).toBe('1');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript the form posts, comes back to the package and the checkout lists the chosen tickets', async () => {
    const pkg = await lookup(HOCKEY);
    const [finland, czechia] = [option(pkg, 'finland'), option(pkg, 'tjeckien')];
    const pick = [...czechia.product_links].sort((a, b) => b.final_price_incl_tax - a.final_price_incl_tax)[0]!;
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
    const page = await context.newPage();
    await page.goto(HOCKEY_PATH);
    const form = page.getByRole('form', { name: sv['package.choices'] });
    await form.getByRole('group', { name: czechia.title }).getByLabel(pick.ticket_category_label).check();
    await form.getByLabel(sv['package.quantity']).selectOption('2');
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), form.getByRole('button', { name: sv['package.add'] }).click()]);
    expect(response.status()).toBe(303);
    await page.waitForURL(`**${HOCKEY_PATH}`);
    expect(new URL(page.url()).pathname).toBe(HOCKEY_PATH);

    expect((await cartSkus(page, apiURL)).sort()).toEqual([cheapest(finland).sku, pick.sku].sort());
    await page.goto('/checkout');
    const lines = page.locator('main li.summary-line');
    expect(await lines.count()).toBe(2);
    for (const t of [cheapest(finland), pick]) {
      const line = lines.filter({ has: page.locator('.summary-line__name', { hasText: t.event.name }) });
      expect(await line.count()).toBe(1);
      const meta = plain(await line.locator('.summary-line__meta').allTextContents().then((m) => m.join(' | ')));
      expect(meta).toBe(`${t.ticket_category_label} · ${plain(formatEventDate(t.event.date, sweden))} | 2 × ${price(t.final_price_incl_tax)}`);
    }
    await context.close();
  });
});

describe('package page in the German store', () => {
  it('shows the German name, the German lead text and prices in euro', async () => {
    const pkg = await lookup(OPERA, germany.storeCode);
    const tickets = pkg.product_links ?? [];
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto(`/de/${pkg.url_path}`);
    expect(plain(await page.getByRole('heading', { level: 1 }).textContent())).toBe('Opernwochenende: La traviata und Don Giovanni');
    expect(plain(await page.getByTestId('package-lead').textContent())).toBe(de['package.grouped.lead']);
    for (const t of tickets) {
      const row = page.locator(`li.package__ticket[data-sku="${t.sku}"]`);
      expect(plain(await row.locator('.package__event').textContent())).toContain(plain(formatEventDate(t.event.date, germany)));
      expect(plain(await row.locator('.ticket__name').textContent())).toBe(`1 Ticket, ${t.ticket_category_label}`);
      const shown = plain(await row.locator('.ticket__price strong').textContent());
      expect(shown).toBe(price(t.final_price_incl_tax, germany));
      expect(shown).toMatch(/ €$/);
    }
    const sum = tickets.reduce((s, t) => s + t.final_price_incl_tax * t.qty, 0);
    expect(plain(await page.getByTestId('package-total').textContent())).toBe(`Gesamt pro Paket: ${price(sum, germany)}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
