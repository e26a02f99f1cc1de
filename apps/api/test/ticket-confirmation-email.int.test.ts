import { afterAll, describe, expect, it } from 'vitest';
import { SKUS } from './fixtures.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';
import { orderBody } from './order-helpers.ts';
import { payToken } from './payment-token.ts';
import { readTicketPdf } from './ticket-pdf-reader.ts';
import { startTestSmtp } from './test-smtp.ts';

const smtp = await startTestSmtp();
const { inbox } = smtp;
afterAll(() => smtp.close());

async function waitFor<T>(what: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await what();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function guestOrder(api: TestApi, storeCode: string, items: Array<[string, number]>): Promise<string> {
  const cartId = (await api.post(`/api/cart/create?storeCode=${storeCode}`)).body.result as string;
  for (const [sku, qty] of items) expect((await api.post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty, quoteId: cartId } })).status).toBe(200);
  const placed = await api.post('/api/order', orderBody(cartId, await payToken(api, cartId)));
  expect(placed.status).toBe(200);
  return placed.body.result.orderNumber as string;
}

const mailFor = (number: string) => () => inbox.find((m) => m.subject?.includes(number));

describe.skipIf(!dbAvailable)('order confirmation e-mail with the tickets', () => {
  const api = useApi({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Encore <tickets@encore.example>', JOB_POLL_INTERVAL_MS: '100', PUBLIC_URL: 'https://shop.encore.example' } });

  it('arrives over SMTP in the store’s language with the tickets’ PDF and a signed link that downloads them', async () => {
    const number = await guestOrder(api, 'store_de', [[SKUS.kentParterre, 2]]);
    const mail = await waitFor(mailFor(number));
    expect(mail.subject).toBe(`Bestellbestätigung ${number}: Ihre Tickets`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('anna@example.se');
    expect(mail.text).toContain(`vielen Dank für Ihre Bestellung. Ihre Bestellnummer lautet ${number}.`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toBe(`tickets-${number}.pdf`);
    const read = await readTicketPdf(new Uint8Array(pdf!.content));
    expect(read.pages).toBe(2);
    expect(read.codes.every(Boolean)).toBe(true);

    const link = /https:\/\/shop\.encore\.example(\/api\/ext\/ticket\/get-event-ticket\?\S+)/.exec(mail.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(new URL(link!, api.url).searchParams.get('orderId')).toBe(number);
    const res = await fetch(`${api.url}${link}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // The same tickets: signatures are deterministic, so the codes match the attachment's.
    expect((await readTicketPdf(new Uint8Array(await res.arrayBuffer()))).codes).toEqual(read.codes);
    // The job is done and gone.
    expect(await api.db.selectFrom('job').select('id').where('id', 'like', 'order-confirmation:%').execute()).toEqual([]);
  });

  it('Swedish and Italian stores write in their own language', async () => {
    const sv = await guestOrder(api, 'default', [[SKUS.hamletParterre, 1]]);
    const it_ = await guestOrder(api, 'store_it', [[SKUS.hamletParterre, 1]]);
    const svMail = await waitFor(mailFor(sv));
    expect(svMail.subject).toBe(`Orderbekräftelse ${sv}: dina biljetter`);
    expect(svMail.text).toContain('Tack för din beställning.');
    const itMail = await waitFor(mailFor(it_));
    expect(itMail.subject).toBe(`Conferma dell'ordine ${it_}: i tuoi biglietti`);
    expect(itMail.text).toContain("Il numero dell'ordine è");
    expect(itMail.attachments).toHaveLength(1);
  });

  it('a refused delivery stays a job and is retried with backoff until the message arrives', async () => {
    smtp.refuseNext = 1;
    const number = await guestOrder(api, 'default', [[SKUS.kentBalkong, 1]]);
    const order = await api.db.selectFrom('sales_order').select('id').where('increment_id', '=', number).executeTakeFirstOrThrow();
    const jobId = `order-confirmation:${order.id}`;
    const failed = await waitFor(async () => {
      const row = await api.db.selectFrom('job').selectAll().where('id', '=', jobId).executeTakeFirst();
      return row && row.attempts === 1 && row.last_error ? row : undefined;
    });
    expect(failed.last_error).toMatch(/Mailbox busy/);
    // The next try waits for the backoff (ten seconds after the first failure).
    expect(Date.parse(failed.run_at) - Date.now()).toBeGreaterThan(5_000);
    expect(mailFor(number)()).toBeUndefined();
    // Time passes: the job falls due and the message arrives.
    await api.db.updateTable('job').set({ run_at: new Date().toISOString() }).where('id', '=', jobId).execute();
    const mail = await waitFor(mailFor(number));
    expect(mail.attachments).toHaveLength(1);
    await waitFor(async () => ((await api.db.selectFrom('job').select('id').where('id', '=', jobId).executeTakeFirst()) ? undefined : true));
  });
});
