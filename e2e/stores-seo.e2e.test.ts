import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';

const { baseURL, apiURL } = workerShop();
const browser = await browserForFile();

async function eventCount(storeCode: string): Promise<number> {
  const res = await fetch(`${apiURL}/api/catalog/${storeCode}/product/_search?size=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ filters: [] }),
  });
  return ((await res.json()) as { result: { total: number } }).result.total;
}

describe('German store at /de', () => {
  it('shows EUR prices and German texts, on the category and the event page', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/de');
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    await page.getByRole('heading', { level: 2, name: 'Neuheiten' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Bestseller' }).waitFor();
    await page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link', { name: 'Konzerte' }).click();
    await page.waitForURL('**/de/c/konzerte');
    await page.getByRole('heading', { level: 1, name: 'Konzerte' }).waitFor();
    const main = plain(await page.locator('main').textContent());
    expect(main).toMatch(/ab \d{1,3}(\.\d{3})*,\d{2} €/);
    expect(main).not.toMatch(/\d kr\b/);
    await page.locator('main a[href^="/de/p/"]').first().click();
    await page.waitForURL('**/de/p/**');
    const price = plain(await page.getByTestId('ticket-price').first().textContent());
    expect(price).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    expect(await page.getByRole('heading', { level: 2, name: 'Tickets wählen' }).count()).toBe(1);
    expect(plain(await page.getByTestId('event-date').textContent())).toMatch(/^\d{2}:\d{2} \d{1,2}\.\d{1,2}\.\d{4}$/);

    // The German cart is a EUR cart.
    const ticket = page.locator('li.ticket').filter({ has: page.getByRole('button', { name: 'In den Warenkorb' }) }).first();
    const euros = (text: string) => Number(plain(text).replace(/[^\d,]/g, '').replace(',', '.'));
    const ticketPrice = euros((await ticket.getByTestId('ticket-price').textContent()) ?? '');
    await ticket.getByLabel('Anzahl').selectOption('1');
    await ticket.getByRole('button', { name: 'In den Warenkorb' }).click();
    // The notification text is the same English sentence in every store (decision 0021).
    await page.getByText('Product has been added to the cart!').waitFor();
    await page.getByRole('button', { name: /Warenkorb/ }).first().click();
    await page.getByTestId('microcart-total').waitFor();
    const total = plain(await page.getByTestId('microcart-total').textContent());
    expect(total).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    // A SEK cart would show about 11 times the euro price.
    expect(euros(total)).toBeGreaterThanOrEqual(ticketPrice);
    expect(euros(total)).toBeLessThan(ticketPrice * 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the Italian store at /it speaks Italian and prices in EUR', async () => {
    const html = plain(await (await fetch(`${baseURL}/it/c/concerti`)).text());
    expect(html).toContain('<html lang="it-IT"');
    expect(html).toMatch(/da \d+,\d{2} €/);
    expect(html).toContain('Concerti');
  });
});

describe('languages modal', () => {
  it('switches store and keeps the current page where the other store has it', async () => {
    const { page, context, errors } = await openPage(browser, baseURL);
    await page.goto('/c/konserter');
    await page.getByTestId('languages-button').click();
    const dialog = page.getByRole('dialog', { name: 'Välj språk' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link').allTextContents()).toEqual(['SvenskaPriser i SEK', 'DeutschPriser i EUR', 'ItalianoPriser i EUR']);
    await dialog.getByRole('link', { name: /Deutsch/ }).click();
    await page.waitForURL('**/de/c/konzerte');
    await page.getByRole('heading', { level: 1, name: 'Konzerte' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');

    await page.getByTestId('languages-button').click();
    const german = page.getByRole('dialog', { name: 'Sprache wählen' });
    await german.waitFor();
    await german.getByRole('link', { name: /Italiano/ }).click();
    await page.waitForURL('**/it/c/concerti');
    await page.getByRole('heading', { level: 1, name: 'Concerti' }).waitFor();

    // An event page keeps its event; Escape closes the modal without switching.
    await page.locator('main a[href^="/it/p/"]').first().click();
    await page.waitForURL('**/it/p/**');
    const sku = new URL(page.url()).pathname.split('/')[3];
    await page.getByTestId('languages-button').click();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('languages-button').click();
    await page.getByRole('dialog', { name: 'Scegli la lingua' }).getByRole('link', { name: /Svenska/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/p/${sku}/`));
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('SEO', () => {
  it('event pages carry title, description, canonical, hreflang to every store and schema.org Event offers', async () => {
    const listing = await (await fetch(`${baseURL}/c/konserter`)).text();
    const href = listing.match(/href="(\/p\/[^"]+)"/)![1]!;
    const html = await (await fetch(`${baseURL}${href}`)).text();
    expect(html).toMatch(/<title>[^<]+ – biljetter \| Encore<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Biljetter till [^"]+Från [^"]+kr\."/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${href}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="sv-SE" href="${baseURL}${href}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${baseURL}${href}"/>`);
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="de-DE" href="${baseURL}/de/p/`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="it-IT" href="${baseURL}/it/p/`));
    // The event's image, the page's largest paint, is asked for from the head, first among the images.
    const head = html.slice(0, html.indexOf('</head>'));
    const gallery = html.match(/<img src="([^"]+-600x744\.webp)"[^>]*fetchPriority="high"/i)?.[1];
    expect(gallery).toBeDefined();
    expect(head).toMatch(/<link rel="preload" href="[^"]+" as="image" fetchPriority="high"\/>/);
    expect(head.match(/<link rel="preload" href="([^"]+)" as="image" fetchPriority="high"\/>/)?.[1]).toBe(gallery);
    // On a listing, the lead poster's preload comes before those React adds for the other first posters.
    const listingHead = listing.slice(0, listing.indexOf('</head>'));
    const leadPreload = listingHead.search(/<link rel="preload" href="[^"]+" as="image" fetchPriority="high"\/>/);
    expect(leadPreload).toBeGreaterThan(0);
    expect(leadPreload).toBeLessThan(listingHead.indexOf('<link rel="preload" as="image"'));
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)![1]!) as {
      '@type': string;
      startDate: string;
      offers: Array<{ price: string; priceCurrency: string; availability: string }>;
    };
    expect(ld['@type']).toBe('Event');
    expect(Number.isNaN(Date.parse(ld.startDate))).toBe(false);
    expect(ld.offers.length).toBeGreaterThan(0);
    for (const offer of ld.offers) {
      expect(offer.priceCurrency).toBe('SEK');
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|SoldOut)$/);
    }
  });

  it('/sitemap.xml lists the home page, every category, event and CMS page of every store', async () => {
    const res = await fetch(`${baseURL}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of ['/', '/de', '/it', '/c/konserter', '/de/c/konzerte', '/it/c/concerti', '/c/teater', '/de/c/theater']) expect(locs).toContain(path);
    // CMS pages: the static pages of every store.
    for (const path of ['/about-us', '/de/about-us', '/it/about-us', '/privacy', '/de/delivery']) expect(locs).toContain(path);
    const cmsPage = await fetch(`${baseURL}/de/about-us`);
    expect(cmsPage.status).toBe(200);
    expect(await cmsPage.text()).toContain(`<link rel="canonical" href="${baseURL}/de/about-us"/>`);
    for (const [store, prefix] of [
      ['default', '/p/'],
      ['store_de', '/de/p/'],
      ['store_it', '/it/p/'],
    ] as const) {
      expect(locs.filter((p) => p.startsWith(prefix)).length).toBe(await eventCount(store));
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('/robots.txt points at the sitemap and keeps checkout out', async () => {
    const txt = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(txt).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(txt).toContain('Disallow: /de/checkout');
  });
});

describe('output cache', () => {
  it('serves repeated cookie-less page views from the cache and never pages with cookies', async () => {
    const url = `${baseURL}/it/c/teatro?cache-probe=1`;
    const first = await fetch(url);
    // The page is stored once its last byte is sent.
    const firstBody = await first.text();
    const second = await fetch(url);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    // The same page, except that its scripts carry the nonce of the request it answers.
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1]!;
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect((await second.text()).replaceAll(nonceOf(second), 'NONCE')).toBe(firstBody.replaceAll(nonceOf(first), 'NONCE'));
    expect((await fetch(url, { headers: { cookie: 'x=1' } })).headers.get('x-cache')).toBe('BYPASS');
  });
});
