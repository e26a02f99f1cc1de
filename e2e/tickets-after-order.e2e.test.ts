import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readTicketPdf } from '../apps/api/test/ticket-pdf-reader.ts';
import { registerAtApi, signInWithDialog } from './support/account.ts';
import { violations } from './support/axe.ts';
import { writeQrVideo } from './support/fake-camera.ts';
import { browserForFile, openPage, plain } from './support/browser.ts';
import { startShop, type ShopServer } from './support/shop-server.ts';
import { addTicketsFromFirstEvent, fillCheckout } from './support/shop.ts';

// Production refuses a staff token that is not as hard to guess as a signing secret.
const STAFF = randomBytes(32).toString('hex');
const EMAIL = 'anna.svensson@example.se';
const browser = await browserForFile();
let shop: ShopServer;

beforeAll(async () => {
  shop = await startShop('e2e-door', { CHECKIN_STAFF_TOKENS: STAFF });
}, 120_000);
afterAll(async () => {
  await shop?.stop();
});

/** A guest's order of two tickets, placed through the checkout; answers its number. */
async function placeGuestOrder(page: Page): Promise<string> {
  await addTicketsFromFirstEvent(page, 2);
  await page.goto('/checkout');
  await fillCheckout(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Slutför köp/ }).click();
  await page.waitForURL(/\/success\?order=/);
  return plain(await page.getByTestId('order-number').textContent()).replace(/^Ordernummer:\s*/, '');
}

/** Types a code into the manual entry and answers the verdict shown in large type. */
async function checkInByHand(page: Page, code: string): Promise<{ verdict: string | null; text: string }> {
  await page.getByLabel('Biljettkod').fill(code);
  await page.getByRole('button', { name: 'Kontrollera' }).click();
  // Each verdict empties the field for the next scan: until it is empty, what shows is the last scan's verdict.
  await expect.poll(() => page.getByLabel('Biljettkod').inputValue()).toBe('');
  const verdict = page.getByTestId('check-in-verdict');
  await verdict.waitFor();
  return { verdict: await verdict.getAttribute('data-verdict'), text: (await verdict.locator('p').allTextContents()).map(plain).join(' ') };
}

describe('after the order: tickets, review, order tracking and the door', () => {
  it('a guest downloads the tickets on /success; the door admits a ticket once, and refuses a tampered one', { timeout: 180_000 }, async () => {
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    const number = await placeGuestOrder(page);
    expect(number).toMatch(/^[2-9A-HJ-NP-Z]{10}$/);
    await expect.poll(() => page.getByText('Vi har tagit emot din beställning. En bekräftelse med dina e-biljetter skickas till din e-post.').count()).toBe(1);

    // The buyer's browser shows the tickets and the review invitation right away.
    const link = page.getByRole('link', { name: 'Ladda ner biljetterna (PDF)' });
    await link.waitFor();
    expect(await page.getByRole('link', { name: 'Skriv ett omdöme' }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);

    // Another browser with the same confirmation address names the order's e-mail first; a wrong one learns nothing.
    const other = await openPage(browser, shop.baseURL);
    await other.page.goto(page.url());
    await other.page.getByLabel('E-postadress').fill('someone.else@example.se');
    await other.page.getByRole('button', { name: 'Visa mina biljetter' }).click();
    await other.page.getByText('Vi hittade ingen order med det ordernumret och den e-postadressen.').waitFor();
    expect(await other.page.getByTestId('ticket-download').count()).toBe(0);
    await other.page.getByLabel('E-postadress').fill(EMAIL);
    await other.page.getByRole('button', { name: 'Visa mina biljetter' }).click();
    await other.page.getByRole('link', { name: 'Ladda ner biljetterna (PDF)' }).waitFor();
    expect(await violations(other.page)).toEqual([]);
    expect(other.errors).toEqual([]);
    await other.context.close();

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`tickets-${number}.pdf`);
    const pdf = await readTicketPdf(new Uint8Array(readFileSync((await download.path())!)));
    expect(pdf.pages).toBe(2);
    const [first, second] = pdf.codes as [string, string];
    expect(first).toMatch(/^[\w-]+\.[\w-]+$/);

    // The door: a wrong staff token is refused, the right one opens the scanner.
    const door = await page.goto('/check-in');
    // The one page allowed to use the camera.
    expect(door?.headers()['permissions-policy']).toContain('camera=(self)');
    await page.getByRole('heading', { level: 1, name: 'Insläpp' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Personalkod').fill('not-the-token');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByText('Personalkoden är fel.').waitFor();
    await page.getByLabel('Personalkod').fill(STAFF);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByLabel('Biljettkod').waitFor();
    const staffCookie = (await context.cookies()).find((c) => c.name === 'encore_staff');
    expect(staffCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(await page.getByRole('button', { name: 'Starta kameran' }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);

    expect(await checkInByHand(page, first)).toEqual({ verdict: 'admitted', text: `Insläppt Anna Svensson, order ${number}` });
    const again = await checkInByHand(page, first);
    expect(again.verdict).toBe('used');
    expect(again.text).toMatch(/^Redan använd Släpptes in \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [body, signature] = second.split('.') as [string, string];
    const tampered = `${body}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await checkInByHand(page, tampered)).toEqual({ verdict: 'invalid', text: 'Ogiltig Koden är ändrad eller inte utfärdad av oss.' });
    // The untouched second ticket still admits.
    expect((await checkInByHand(page, second)).verdict).toBe('admitted');
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Logga ut' }).click();
    await page.getByLabel('Personalkod').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/order-tracking finds the order by number and e-mail, with its tickets; a wrong e-mail and an unknown number get the same answer', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    const number = await placeGuestOrder(page);

    await page.goto('/order-tracking');
    await page.getByRole('heading', { level: 1, name: 'Spåra order' }).waitFor();
    expect(await violations(page)).toEqual([]);
    const search = async (orderNumber: string, email: string) => {
      await page.getByLabel('Ordernummer').fill(orderNumber);
      await page.getByLabel('E-postadress').fill(email);
      await page.getByRole('button', { name: 'Sök order' }).click();
    };
    const refusal = 'Vi hittade ingen order med det ordernumret och den e-postadressen.';
    await search(number, 'wrong@example.se');
    await page.getByText(refusal).waitFor();
    await search('ZZZZZZZZZZ', EMAIL);
    await page.getByText(refusal).waitFor();

    await search(number.toLowerCase(), EMAIL);
    const detail = page.getByTestId('order-detail');
    await detail.waitFor();
    expect(plain(await detail.getByRole('heading', { level: 2 }).textContent())).toContain(number);
    expect(await detail.getByTestId('order-item').count()).toBe(1);
    expect(plain(await detail.getByTestId('order-total').textContent())).toMatch(/kr$/);
    const href = await detail.getByRole('link', { name: 'Ladda ner biljetterna (PDF)' }).getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the review invitation opens the review page: the form checks its fields, takes one review per order', { timeout: 120_000 }, async () => {
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    await placeGuestOrder(page);
    const invitation = await page.getByRole('link', { name: 'Skriv ett omdöme' }).getAttribute('href');
    // The link names the shop's PUBLIC_URL; this shop serves the same path on its own port.
    await page.goto(new URL(invitation!).pathname);
    await page.getByRole('heading', { level: 1, name: 'Skriv ett omdöme' }).waitFor();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Skicka omdöme' }).click();
    await page.getByText('Välj ett betyg från 1 till 5 stjärnor.').waitFor();
    expect(await page.getByText('Ange en rubrik.').count()).toBe(1);
    expect(await violations(page)).toEqual([]);

    const write = async () => {
      await page.getByLabel('4 stjärnor').check();
      await page.getByLabel('Rubrik').fill('Magisk kväll');
      await page.getByLabel('Ditt omdöme').fill('Snabb entré och bra ljud.');
      await page.getByLabel('Signatur').fill('Anna S');
      await page.getByRole('button', { name: 'Skicka omdöme' }).click();
    };
    await write();
    await page.getByText('Tack för ditt omdöme!').waitFor();
    await page.reload();
    await write();
    await page.getByText('Den här ordern har redan fått ett omdöme.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in customer downloads their tickets from the order page; another customer is refused', { timeout: 150_000 }, async () => {
    const signIn = async (page: Page) => {
      const email = `biljetter${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.se`;
      await registerAtApi(shop.apiURL, email);
      await page.goto('/');
      await signInWithDialog(page, email);
    };
    const { page, context, errors } = await openPage(browser, shop.baseURL);
    await signIn(page);
    await placeGuestOrder(page);
    await page.goto('/my-account/orders');
    await page.getByTestId('order-row').first().getByRole('link').first().click();
    await page.getByTestId('order-detail').waitFor();
    const orderPath = new URL(page.url()).pathname;
    const link = page.getByRole('link', { name: 'Ladda ner biljetterna (PDF)' });
    expect(await link.getAttribute('href')).toBe(`${orderPath}/tickets`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const pdf = await readTicketPdf(new Uint8Array(readFileSync((await download.path())!)));
    expect(pdf.pages).toBe(2);
    expect(await violations(page)).toEqual([]);

    const other = await openPage(browser, shop.baseURL);
    await signIn(other.page);
    expect((await other.page.request.get(`${orderPath}/tickets`, { maxRedirects: 0 })).status()).toBe(404);
    await other.context.close();
    // A visitor who is not signed in is sent to sign in first.
    const guest = await openPage(browser, shop.baseURL);
    const res = await guest.page.request.get(`${orderPath}/tickets`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe(`/login?redirectTo=${encodeURIComponent(orderPath)}`);
    await guest.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the camera scanner reads a ticket’s QR code (jsQR where the browser has no BarcodeDetector) and admits it', { timeout: 150_000 }, async () => {
    const { page, context } = await openPage(browser, shop.baseURL);
    const number = await placeGuestOrder(page);
    await context.close();
    const link = (await (await fetch(`${shop.apiURL}/api/ext/ticket/order-link`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderNumber: number, email: EMAIL }) })).json()) as { result: { downloadPath: string } };
    const pdf = await readTicketPdf(new Uint8Array(await (await fetch(`${shop.apiURL}${link.result.downloadPath}`)).arrayBuffer()));
    const video = join(mkdtempSync(join(tmpdir(), 'encore-camera-')), 'ticket.y4m');
    writeQrVideo(video, pdf.codes[0]!);

    // A browser whose camera films the ticket, and which grants the camera without asking.
    const camera = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
    });
    try {
      const door = await camera.newContext({ baseURL: shop.baseURL, locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });
      const scanner = await door.newPage();
      const errors: string[] = [];
      scanner.on('pageerror', (e) => errors.push(e.message));
      await scanner.goto('/check-in');
      await scanner.getByLabel('Personalkod').fill(STAFF);
      await scanner.getByRole('button', { name: 'Logga in' }).click();
      await scanner.getByRole('button', { name: 'Starta kameran' }).click();
      const verdict = scanner.getByTestId('check-in-verdict');
      await verdict.waitFor({ timeout: 30_000 });
      expect(await verdict.getAttribute('data-verdict')).toBe('admitted');
      expect(plain(await verdict.textContent())).toContain(`order ${number}`);
      await scanner.getByRole('button', { name: 'Stoppa kameran' }).click();
      expect(errors).toEqual([]);
    } finally {
      await camera.close();
    }
  });
});
