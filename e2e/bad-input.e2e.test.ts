import { describe, expect, it } from 'vitest';
import { workerShop } from './support/shared-shop.ts';

/**
 * Bad input to the storefront's actions, over real HTTP against the production build: malformed and
 * oversized bodies, bodies that are no form, unknown fields and intents, hostile `redirectTo` values
 * and addresses with a % that does not decode. Each is answered 4xx with its reason, never 5xx, and
 * nothing sends the visitor to another site.
 */
const { baseURL } = workerShop();
const origin = new URL(baseURL).origin;

const FORM = 'application/x-www-form-urlencoded';
const ACTIONS = ['/cart', '/de/cart', '/checkout', '/de/checkout'];
const CART_ACTIONS = ['/cart', '/de/cart'];
const HOSTILE_REDIRECTS = ['/\t/evil.example', '/\n/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\u0000/evil.example', 'evil.example'];

interface Answer {
  status: number;
  location: string | null;
  text: string;
}

async function post(path: string, body: BodyInit | null, contentType?: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {}, redirect: 'manual', ...init });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** Refused with the expected 4xx; no redirect at all, so certainly none off the site. */
function expectRefused(answer: Answer, status: number) {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.location).toBeNull();
}

/** Whatever the status, never a server error and never a redirect to another origin. */
function expectSafe(answer: Answer) {
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  if (answer.location !== null) expect(new URL(answer.location, baseURL).origin).toBe(origin);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The cart's refusal body for a script (js=1) or a plain post alike. */
const cartRefusal = (message: string, field?: string) => JSON.stringify({ ok: false, intent: null, sku: null, message, ...(field ? { field } : {}) });

describe.each(ACTIONS)('POST %s with a body that is not a usable form', (path) => {
  it('refuses JSON, plain text and a body without a type with 415', async () => {
    for (const [body, type] of [
      ['{"intent":', 'application/json'],
      ['{"intent":"clear","js":"1"}', 'application/json'],
      ['intent=clear', 'text/plain'],
      ['intent=clear', undefined],
    ] as const) {
      const answer = await post(path, body, type);
      expectRefused(answer, 415);
      expect(answer.text).toContain('Expected a form (application/x-www-form-urlencoded or multipart/form-data)');
    }
  });

  it('refuses a multipart body that cannot be read with 400', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=edge']) {
      const answer = await post(path, 'intent=clear&js=1', type);
      expectRefused(answer, 400);
      expect(answer.text).toContain('The form could not be read');
    }
  });

  it('refuses a body over 64 KB with 413, announced or not', async () => {
    const big = `intent=clear&js=1&pad=${'a'.repeat(70 * 1024)}`;
    const announced = await post(path, big, FORM);
    expectRefused(announced, 413);
    expect(announced.text).toBe('The request body is larger than 64 KB.');
    // Sent in chunks without a length, the host cannot tell; the action stops reading at 64 KB.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode(i === 0 ? 'intent=clear&js=1&pad=' : 'a'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = await post(path, chunks, FORM, { duplex: 'half' } as RequestInit);
    expectRefused(streamed, 413);
    expect(streamed.text).toContain('The form is larger than 64 KB');
  });

  it('refuses fields it does not know, fields given twice and broken escapes with 400', async () => {
    for (const body of ['%%%=%&intent=%E0%A4', 'intent=clear&intent=extend&firstname=A&firstname=B', 'unknown=1']) {
      const answer = await post(path, body, FORM);
      expectRefused(answer, 400);
    }
  });

  it('never leaves the site, whatever redirectTo says', async () => {
    for (const redirectTo of HOSTILE_REDIRECTS) {
      for (const js of [{}, { js: '1' }] as Array<Record<string, string>>) {
        const answer = await post(path, form({ intent: 'clear', ...js, redirectTo }), FORM);
        expectRefused(answer, 400);
        expect(answer.text).toContain('redirectTo');
      }
    }
  });
});

describe.each(CART_ACTIONS)('POST %s: what the cart refuses and what it still does', (path) => {
  it('answers each refusal with its reason and field', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ intent: 'checkout-everything', js: '1' }, 'intent: Unknown cart intent', 'intent'],
      [{ js: '1' }, 'intent: Unknown cart intent', 'intent'],
      [{ intent: 'add', js: '1' }, 'sku: Field is required', 'sku'],
      [{ intent: 'add', sku: 'X', qty: '0', js: '1' }, 'qty: Quantity must be above 0', 'qty'],
      [{ intent: 'add', sku: 'X', qty: '2.5', js: '1' }, 'qty: Quantity must be positive integer', 'qty'],
      [{ intent: 'add', sku: 'X', price: '1', js: '1' }, 'price: Unrecognized key: "price"', 'price'],
      [{ intent: 'update', sku: 'X', js: '1' }, 'itemId: Must be greater than 0', 'itemId'],
      [{ intent: 'apply-coupon', coupon: ' ', js: '1' }, 'coupon: Coupon code is required', 'coupon'],
      [{ intent: 'reserve-again', lines: 'X:1,X:2', js: '1' }, 'lines.1.sku: Duplicate sku: X', 'lines.1.sku'],
      [{ intent: 'add', sku: 'X', redirectTo: '//evil.example' }, 'redirectTo: Must be a path on this site', 'redirectTo'],
    ];
    for (const [fields, message, field] of cases) {
      const answer = await post(path, form(fields), FORM);
      expectRefused(answer, 400);
      expect(answer.text).toBe(cartRefusal(message, field));
    }
  });

  it('sends a plain post back to a path on this site (303)', async () => {
    const back = path.startsWith('/de') ? '/de/c/konserter' : '/c/konserter';
    const answer = await post(path, form({ intent: 'clear', redirectTo: back }), FORM);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(back);
    // Without redirectTo: the store's home.
    const home = await post(path, form({ intent: 'clear' }), FORM);
    expect([home.status, home.location]).toEqual([303, path.startsWith('/de') ? '/de' : '/']);
  });

  it('takes a multipart form like a plain one', async () => {
    const fd = new FormData();
    fd.set('intent', 'clear');
    fd.set('js', '1');
    const answer = await post(path, fd);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ intent: 'clear' });
  });

  it('empties a cart that does not exist yet without complaint', async () => {
    const answer = await post(path, form({ intent: 'clear', js: '1' }), FORM);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: true, intent: 'clear' });
  });
});

describe('addresses with a % that does not decode', () => {
  it.each(['/c/%E0%A4%A', '/de/%', '/search?q=%', '/de/search?q=%E0%A4%A', '/p/%ZZ/x', '/c/konserter?page=%&sort=%'])('GET %s answers 400', async (path) => {
    const res = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('The address holds a % that does not decode.');
  });

  it('POST /cart?x=% answers 400 without running the action', async () => {
    const answer = await post('/cart?x=%', form({ intent: 'clear' }), FORM);
    expectRefused(answer, 400);
  });
});

describe('every refusal above is safe', () => {
  it('no combination of hostile input gives a 5xx or an off-site redirect', async () => {
    const bodies: Array<[BodyInit, string | undefined]> = [
      ['{"intent":', 'application/json'],
      ['intent=add&sku=X&redirectTo=%2F%2Fevil.example', FORM],
      ['intent=clear&redirectTo=https%3A%2F%2Fevil.example', FORM],
      ['intent=clear&redirectTo=%2F%09%2Fevil.example', FORM],
      ['intent=clear&redirectTo=%2F%5Cevil.example', FORM],
      ['firstname=Anna&lastname=Svensson&email=anna%40example.se&paymentToken=tok&redirectTo=%2F%2Fevil.example', FORM],
      ['\u0000\u0001\u0002', FORM],
      ['', FORM],
    ];
    for (const path of [...ACTIONS, '/cart.data', '/de/cart.data', '/checkout.data']) {
      for (const [body, type] of bodies) expectSafe(await post(path, body, type));
    }
  });
});
