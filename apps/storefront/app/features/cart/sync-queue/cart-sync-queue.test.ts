import { describe, expect, it, vi } from 'vitest';
import { CartSyncQueue } from './cart-sync-queue.ts';
import { formTaskFetch } from './form-task-fetch.ts';
import { MAX_TRANSMITTED_KEPT, SYNC_TASKS_KEY, localTaskStore } from './local-task-store.ts';

/** A localStorage stand-in. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: (body: URLSearchParams) => Response | Promise<Response>) {
  const storage = memoryStorage();
  const sent: URLSearchParams[] = [];
  const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = new URLSearchParams(String(init?.body ?? ''));
    sent.push(body);
    return answer(body);
  }) as unknown as typeof fetch;
  const errors: string[] = [];
  let now = 1000;
  const queue = new CartSyncQueue((m) => errors.push(m), localTaskStore(storage), formTaskFetch(fetchImpl), () => now++);
  return { queue, storage, sent, errors, fetchImpl };
}

describe('offline cart writes (background sync tasks)', () => {
  it('persists queued writes, sends each once as the /cart form when processed, and marks them transmitted', async () => {
    const { queue, storage, sent, errors } = setup(() => json({ ok: true, intent: 'add', sku: 'EV-1-A', added: 'added' }));
    await queue.queueWrite('/cart', { intent: 'add', sku: 'EV-1-A', qty: '2' });
    const stored = JSON.parse(storage.data.get(SYNC_TASKS_KEY)!);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ url: '/cart', transmited: false, transmited_at: null, silent: false, payload: { method: 'POST', body: { intent: 'add', sku: 'EV-1-A', qty: '2', js: '1' } } });

    const done = await queue.process();
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ transmited: true, resultCode: 200 });
    expect(Object.fromEntries(sent[0]!)).toEqual({ intent: 'add', sku: 'EV-1-A', qty: '2', js: '1' });
    expect(await queue.process()).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('survives a reload: a new queue over the same storage sends what the old one queued', async () => {
    const first = setup(() => json({ ok: true }));
    await first.queue.queueWrite('/cart', { intent: 'remove', sku: 'EV-1-A', itemId: '7' });
    const fetchImpl = vi.fn(async () => json({ ok: true })) as unknown as typeof fetch;
    const reloaded = new CartSyncQueue(() => {}, localTaskStore(first.storage), formTaskFetch(fetchImpl));
    expect(await reloaded.process()).toHaveLength(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, and 'Error with response - bad content-type!' for a non-JSON answer", async () => {
    const { queue, errors } = setup((body) =>
      body.get('sku') === 'SOLD-OUT' ? json({ ok: false, intent: 'add', sku: 'SOLD-OUT', message: 'The product is out of stock and cannot be added to the cart!' }) : new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await queue.queueWrite('/cart', { intent: 'add', sku: 'SOLD-OUT', qty: '1' });
    await queue.queueWrite('/cart', { intent: 'add', sku: 'EV-2-A', qty: '1' });
    const done = await queue.process();
    expect(done.map((t) => t.transmited)).toEqual([true, true]);
    expect(errors).toEqual(['The product is out of stock and cannot be added to the cart!', 'Error with response - bad content-type!']);
  });

  it('makes one network attempt: a network failure is recorded and not retried', async () => {
    const { queue, fetchImpl, errors } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await queue.queueWrite('/cart', { intent: 'add', sku: 'EV-1-A', qty: '1' });
    const [task] = await queue.process();
    expect(task).toMatchObject({ transmited: true, resultCode: 0 });
    await queue.process();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(errors).toEqual(['Failed to fetch']);
  });

  it('a silent write shows no error, and ENOTFOUND is never shown', async () => {
    const { queue, errors } = setup(() => json({ code: 500, result: { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND' } }));
    await queue.queueWrite('/cart', { intent: 'add', sku: 'A', qty: '1' });
    await queue.queueWrite('/cart', { intent: 'add', sku: 'B', qty: '1' }, { silent: true });
    await queue.process();
    expect(errors).toEqual([]);
  });

  it('clearing the cart drops the writes not yet sent and keeps the transmitted ones', async () => {
    const { queue, storage, sent } = setup(() => json({ ok: true }));
    await queue.queueWrite('/cart', { intent: 'add', sku: 'A', qty: '1' });
    await queue.process();
    await queue.queueWrite('/cart', { intent: 'add', sku: 'B', qty: '1' });
    await queue.clearUntransmitted();
    const stored = JSON.parse(storage.data.get(SYNC_TASKS_KEY)!) as Array<{ transmited: boolean; payload: { body: { sku: string } } }>;
    expect(stored.map((t) => [t.payload.body.sku, t.transmited])).toEqual([['A', true]]);
    expect(await queue.process()).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('reads a damaged stored queue as empty', () => {
    expect(localTaskStore(memoryStorage({ [SYNC_TASKS_KEY]: '{not json' })).load()).toEqual([]);
  });

  it('keeps only the latest transmitted tasks, and every waiting one', async () => {
    const { queue, storage } = setup(() => json({ ok: true }));
    for (let i = 0; i < MAX_TRANSMITTED_KEPT + 5; i++) {
      await queue.queueWrite('/cart', { intent: 'add', sku: `S${i}`, qty: '1' });
      await queue.process();
    }
    await queue.queueWrite('/cart', { intent: 'add', sku: 'WAITING', qty: '1' });
    const stored = JSON.parse(storage.data.get(SYNC_TASKS_KEY)!) as Array<{ transmited: boolean; payload: { body: { sku: string } } }>;
    expect(stored.filter((t) => t.transmited)).toHaveLength(MAX_TRANSMITTED_KEPT);
    expect(stored[0]!.payload.body.sku).toBe('S5');
    expect(stored.at(-1)).toMatchObject({ transmited: false, payload: { body: { sku: 'WAITING' } } });
  });
});
