import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FORM_BYTES } from '@encore/contracts';
// @ts-expect-error plain ESM module of the storefront host
import { bodyLimit, decodableUrl, isDecodableUrl, PAGE_BODY_LIMIT } from './request-guards.js';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A host with the limit in front of a handler that reports how many bytes it read. */
async function host(): Promise<string> {
  const app = express();
  app.use(bodyLimit(), decodableUrl());
  app.use(async (req, res) => {
    let read = 0;
    for await (const chunk of req) read += (chunk as Buffer).length;
    res.send(`read ${read}`);
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('bodyLimit', () => {
  it('is the limit the actions read up to', () => {
    expect(PAGE_BODY_LIMIT).toBe(MAX_FORM_BYTES);
  });

  it('refuses a declared body over 64 KB with 413 before the page handler reads it', async () => {
    const url = await host();
    const over = await fetch(url, { method: 'POST', body: 'a'.repeat(PAGE_BODY_LIMIT + 1), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(over.status).toBe(413);
    expect(await over.text()).toBe('The request body is larger than 64 KB.');
    const atLimit = await fetch(url, { method: 'POST', body: 'a'.repeat(PAGE_BODY_LIMIT), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([atLimit.status, await atLimit.text()]).toEqual([200, `read ${PAGE_BODY_LIMIT}`]);
    expect(await (await fetch(url)).text()).toBe('read 0');
  });
});

describe('decodable addresses', () => {
  it.each([
    ['/c/konserter?sort=price&genre=rock', true],
    ['/c/%C3%A5r?q=%C3%A5+b', true],
    ['/search?q=a%2Bb&flag', true],
    ['/c/%E0%A4%A', false],
    ['/%', false],
    ['/search?q=%', false],
    ['/search?q=ok&x=%E0%A4%A', false],
    ['/search?%ZZ=1', false],
    ['/search?q=a?b&c=%', false],
  ])('%s → %s', (url, expected) => {
    expect(isDecodableUrl(url)).toBe(expected);
  });

  it('refuses an address with a % that does not decode with 400 before the page', async () => {
    const url = await host();
    const bad = await fetch(`${url}/search?q=%`);
    expect([bad.status, await bad.text()]).toEqual([400, 'The address holds a % that does not decode.']);
    expect((await fetch(`${url}/c/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${url}/search?q=%25`)).status).toBe(200);
  });
});
