import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dbAvailable, useApi } from './harness.ts';

const PATH = '/api/catalog/default/product/_search?size=4&sort=date:asc';
const LISTING = '{"filters":[{"attribute":"category_ids","value":{"in":[3]}}],"aggregations":[{"field":"city"}]}';

describe.skipIf(!dbAvailable)("a guest's repeated search is looked up by its text before the body is parsed", () => {
  // Counts the search handler's runs: a request answered early never reaches it.
  let handled = 0;
  const api = useApi({
    onRoute: (route: RouteOptions) => {
      if (route.method !== 'POST' || !route.url.endsWith('/:storeCode/:entityType/:op')) return;
      const handler = route.handler;
      route.handler = function (this: unknown, ...args: Parameters<typeof handler>) {
        handled += 1;
        return handler.apply(this as never, args);
      } as typeof handler;
    },
  });
  const send = (raw: string) => fetch(api.url + PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });

  it('answers the same text from the kept answer, byte for byte, without running the search', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await send(LISTING);
      expect(r.status).toBe(200);
      answers.push(await r.text());
    }
    expect(JSON.parse(answers[0]!).result.items.length).toBeGreaterThan(0);
    expect(new Set(answers).size).toBe(1);
    const before = handled;
    expect(await (await send(LISTING)).text()).toBe(answers[0]);
    expect(handled).toBe(before);
  });

  it('answers the same search written with other spacing alike, through the search', async () => {
    const first = await (await send(LISTING)).text();
    const before = handled;
    const spaced = await send(JSON.stringify(JSON.parse(LISTING), null, 2));
    expect(spaced.status).toBe(200);
    expect(await spaced.text()).toBe(first);
    expect(handled).toBe(before + 1);
  });

  it('still refuses an empty JSON body, malformed JSON and a prototype key, every time', async () => {
    for (let i = 0; i < 3; i++) {
      const empty = await send('');
      expect(empty.status).toBe(400);
      const malformed = await send('{"query":');
      expect(malformed.status).toBe(400);
      const poisoned = await send('{"__proto__":{"size":1}}');
      expect(poisoned.status).toBe(400);
      expect(((await poisoned.json()) as { code: number }).code).toBe(400);
    }
  });

  it("answers a customer's same text through the search, never from a guest's kept answer", async () => {
    for (let i = 0; i < 3; i++) await send(LISTING);
    const before = handled;
    const r = await fetch(api.url + PATH, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${api.userToken(5)}` }, body: LISTING });
    expect(r.status).toBe(200);
    expect(handled).toBe(before + 1);
  });
});
