import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FORM_BYTES } from '@encore/contracts';
// @ts-expect-error plain ESM module of the storefront host
import { bodyLimit, PAGE_BODY_LIMIT } from './body-limit.js';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A host with the limit in front of a handler that reports how many bytes it read. */
async function host(): Promise<string> {
  const app = express();
  app.use(bodyLimit());
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
