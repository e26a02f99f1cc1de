import { describe, expect, it, vi } from 'vitest';
import { TaskQueue, type SyncTask, type TaskFetch } from './task-queue.ts';

function memoryStore() {
  let tasks: SyncTask[] = [];
  return { load: () => tasks, save: (t: SyncTask[]) => void (tasks = t), get tasks() { return tasks; } };
}
const json = (status: number, body: unknown) => ({ status, headers: { get: () => 'application/json; charset=utf-8' }, json: async () => body });

describe('a queued task', () => {
  it('is stored with every field, not transmitted, a GET unless told otherwise', async () => {
    const store = memoryStore();
    const q = new TaskQueue(store, async () => json(200, { code: 200, result: true }), () => 1000);
    const t = await q.queue({ url: '/api/stock/check?sku=a', silent: true, callback_event: 'store:cart/stockSync' });
    expect(store.tasks).toEqual([t]);
    expect(Object.keys(t).sort()).toEqual(['callback_event', 'created_at', 'payload', 'result', 'resultCode', 'silent', 'task_id', 'transmited', 'transmited_at', 'url'].sort());
    expect(t).toMatchObject({ url: '/api/stock/check?sku=a', payload: { method: 'GET' }, transmited: false, created_at: 1000, transmited_at: null, result: null, resultCode: null, silent: true, callback_event: 'store:cart/stockSync' });
    expect(t.task_id).toMatch(/^1000-/);
  });
});

describe('TaskQueue', () => {
  it('persists queued tasks, processes them once and marks them transmitted', async () => {
    const store = memoryStore();
    const fetcher = vi.fn<TaskFetch>(async () => json(200, { code: 200, result: { is_in_stock: true } }));
    const q = new TaskQueue(store, fetcher, () => 5000);
    await q.queue({ url: '/a' });
    expect(store.tasks).toHaveLength(1);
    const done = await q.process();
    expect(done[0]).toMatchObject({ transmited: true, transmited_at: 5000, resultCode: 200, result: { is_in_stock: true } });
    expect(await q.process()).toEqual([]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
  it('makes at most one network attempt; the failure is recorded', async () => {
    const store = memoryStore();
    const fetcher = vi.fn<TaskFetch>(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND api'), { code: 'ENOTFOUND' });
    });
    const onError = vi.fn();
    const q = new TaskQueue(store, fetcher, () => 1, onError);
    await q.queue({ url: '/a' });
    const [t] = await q.process();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(t).toMatchObject({ transmited: true, resultCode: 0, result: { code: 'ENOTFOUND' } });
    expect(onError).not.toHaveBeenCalled();
  });
  it("reports 'Error with response - bad content-type!' for a non-JSON answer", async () => {
    const onError = vi.fn();
    const q = new TaskQueue(memoryStore(), async () => ({ status: 502, headers: { get: () => 'text/html' }, json: async () => ({}) }), () => 1, onError);
    await q.queue({ url: '/a' });
    const [t] = await q.process();
    expect(t!.result).toBe('Error with response - bad content-type!');
    expect(onError).toHaveBeenCalledWith('Error with response - bad content-type!', expect.anything());
  });
  it('shows server errors unless the task is silent', async () => {
    const onError = vi.fn();
    const q = new TaskQueue(memoryStore(), async () => json(400, { code: 400, result: { message: 'Bad sku' } }), () => 1, onError);
    await q.queue({ url: '/a', silent: true });
    await q.queue({ url: '/b' });
    await q.process();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBe('Bad sku');
  });
  it('clears untransmitted tasks only', async () => {
    const store = memoryStore();
    const q = new TaskQueue(store, async () => json(200, { code: 200, result: true }), () => 1);
    await q.queue({ url: '/a' });
    await q.process();
    await q.queue({ url: '/b' });
    await q.clearNotTransmitted();
    expect(store.tasks.map((t) => t.url)).toEqual(['/a']);
  });
});

describe('the message shown for a sent task', () => {
  it.each([
    ['none for a success', { code: 200, result: 'x' }, false, null],
    ['the answer when it is a text', { code: 500, result: 'Server down' }, false, 'Server down'],
    ['the message of the answer', { code: 400, result: { message: 'Bad sku' } }, false, 'Bad sku'],
    ['the inner result when it is a text', { code: 500, result: { result: 'inner' } }, false, 'inner'],
    ['none when the server was not found', { code: 500, result: { code: 'ENOTFOUND', message: 'x' } }, false, null],
    ['none for a silent task', { code: 500, result: 'x' }, true, null],
  ])('%s', async (_case, body, silent, message) => {
    const onError = vi.fn();
    const q = new TaskQueue(memoryStore(), async () => json(body.code, body), () => 1, onError);
    await q.queue({ url: '/a', silent });
    await q.process();
    expect(onError.mock.calls.map((call) => call[0])).toEqual(message === null ? [] : [message]);
  });
});
