import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper shared with the npm scripts
import { run, stopAll, waitForUrl } from '../scripts/lib/processes.mjs';
import { cartCookie, E2E_STOREFRONT_SECRET } from './support/cookies.ts';
import { freePort } from './support/shop-server.ts';

/**
 * The production storefront with no API behind it (its API address is a port nobody listens on):
 * pages and forms answer 503 with the shop-unavailable message in the store's language, never the
 * generic error page.
 */
const MESSAGES = {
  sv: 'Vi når inte biljettsystemet för tillfället. Försök igen om en liten stund.',
  de: 'Wir erreichen das Ticketsystem im Moment nicht. Bitte versuchen Sie es in Kürze erneut.',
  it: 'Al momento non riusciamo a raggiungere il sistema dei biglietti. Riprova tra poco.',
};
const TITLES = { sv: 'Butiken är inte tillgänglig just nu', de: 'Der Shop ist gerade nicht erreichbar', it: 'Il negozio non è disponibile al momento' };
const LANG = { sv: 'sv-SE', de: 'de-DE', it: 'it-IT' };

let baseURL = '';
let web: { exitCode: number | null } | undefined;

beforeAll(async () => {
  const [webPort, deadPort] = [await freePort(), await freePort()];
  baseURL = `http://127.0.0.1:${webPort}`;
  web = run('e2e-api-down-web', process.execPath, ['apps/storefront/server.js'], {
    env: { NODE_ENV: 'production', PORT: String(webPort), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${deadPort}`, STOREFRONT_SECRET: E2E_STOREFRONT_SECRET },
    quiet: !process.env.E2E_VERBOSE,
  });
  // A static file needs no API, so it tells when the host is up.
  await waitForUrl(`${baseURL}/favicon.svg`, { child: web });
});
afterAll(async () => {
  if (web) stopAll([web]);
  await new Promise((r) => setTimeout(r, 300));
});


const visibleText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

describe('the API is down', () => {
  it.each([
    ['sv', '/'],
    ['de', '/de'],
    ['it', '/it'],
    ['sv', '/p/KENT-STHLM/kent'],
    ['de', '/de/search?q=kent'],
    ['it', '/it/venues'],
    ['sv', '/artist/kent'],
  ] as const)('a %s page (%s) answers 503 with the store\'s message', async (store, path) => {
    const res = await fetch(`${baseURL}${path}`);
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain(`<html lang="${LANG[store]}"`);
    const text = visibleText(html);
    expect(text).toContain(TITLES[store]);
    expect(text).toContain(MESSAGES[store]);
    expect(text).not.toContain('500');
  });

  it('a checkout with a cart answers 503 with the message instead of an empty checkout', async () => {
    const res = await fetch(`${baseURL}/de/checkout`, { headers: { cookie: cartCookie('encore_cart_store_de', 'cart-1') } });
    expect(res.status).toBe(503);
    expect(visibleText(await res.text())).toContain(MESSAGES.de);
  });

  it('a client-side navigation gets the 503 too', async () => {
    const res = await fetch(`${baseURL}/it/p/KENT-STHLM/kent.data`);
    expect(res.status).toBe(503);
  });

  it.each([
    ['sv', '/cart', { intent: 'add', sku: 'KENT-STHLM-PARTERRE', qty: '2', js: '1' }],
    ['de', '/de/cart', { intent: 'reserve-again', lines: 'KENT-STHLM-PARTERRE:2', js: '1' }],
    ['it', '/it/cart', { intent: 'add', sku: 'KENT-STHLM-PARTERRE' }],
  ] as const)('a %s cart form (%s) answers 503 with the message', async (store, path, fields) => {
    const res = await fetch(`${baseURL}${path}`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ ok: false, intent: fields.intent, sku: 'sku' in fields ? fields.sku : '', message: MESSAGES[store] });
  });

  it('a checkout submission answers 503 with the message', async () => {
    const body = new URLSearchParams({
      firstname: 'Anna',
      lastname: 'Rossi',
      email: 'anna@example.it',
      emailConfirm: 'anna@example.it',
      street: 'Via Roma',
      apartment: '1',
      postcode: '00184',
      city: 'Roma',
      country: 'IT',
      terms: '1',
      paymentToken: 'tok_test',
      js: '1',
    });
    const res = await fetch(`${baseURL}/it/checkout`, { method: 'POST', body, headers: { cookie: cartCookie('encore_cart_store_it', 'cart-1') }, redirect: 'manual' });
    expect(res.status).toBe(503);
    expect(visibleText(await res.text())).toContain(MESSAGES.it);
    // A script's submission gets the same answer as data for the form, which keeps what was typed.
    const scripted = await fetch(`${baseURL}/it/checkout.data`, { method: 'POST', body, headers: { cookie: cartCookie('encore_cart_store_it', 'cart-1') }, redirect: 'manual' });
    expect(scripted.status).toBe(503);
    expect(await scripted.text()).toContain(MESSAGES.it);
  });
});
