import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { createOutputCache } from './output-cache.js';
// @ts-expect-error plain ESM module of the storefront host
import { USER_TOKEN_COOKIE, userTokenFromCookie, visitorContext, withVisitorToken } from './visitor-context.js';
import { visitorForwardedFor, visitorUserToken } from '../app/lib/visitor.server.ts';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

const TOKEN = 'eyJzdWIiOjQyLCJncnAiOjR9.c2lnbmF0dXJl-_x';

describe('userTokenFromCookie', () => {
  it('reads the token cookie among others and refuses malformed values', () => {
    expect(userTokenFromCookie(`encore_cart=abc; ${USER_TOKEN_COOKIE}=${TOKEN}; theme=dark`)).toBe(TOKEN);
    expect(userTokenFromCookie(`${USER_TOKEN_COOKIE}=${encodeURIComponent(TOKEN)}`)).toBe(TOKEN);
    expect(userTokenFromCookie('encore_cart=abc')).toBeUndefined();
    expect(userTokenFromCookie(`${USER_TOKEN_COOKIE}=a b<script>`)).toBeUndefined();
    expect(userTokenFromCookie(`${USER_TOKEN_COOKIE}=%E0%A4%A`)).toBeUndefined();
    expect(userTokenFromCookie(undefined)).toBeUndefined();
  });
});

describe('withVisitorToken (the /api forward)', () => {
  const cookie = `${USER_TOKEN_COOKIE}=${TOKEN}`;
  it('adds the bearer token to reads priced per customer group only', () => {
    for (const url of ['/api/product/render-list?skus=A', '/api/catalog/default/product/_search?request=%7B%7D', '/api/ext/catalog/product?sku=A']) {
      expect(withVisitorToken(url, { cookie }).authorization).toBe(`Bearer ${TOKEN}`);
    }
    for (const url of ['/api/cart/update?cartId=1', '/api/catalog/default/category/_search', '/api/stock/list?skus=A', '/api/ext/catalog/product/variant?parentSku=A']) {
      expect(withVisitorToken(url, { cookie }).authorization).toBeUndefined();
    }
  });
  it('keeps an authorization the request names itself, and adds nothing without the cookie', () => {
    expect(withVisitorToken('/api/product/render-list', { cookie, authorization: 'Bearer other' }).authorization).toBe('Bearer other');
    expect(withVisitorToken('/api/product/render-list', { cookie: 'encore_cart=1' }).authorization).toBeUndefined();
  });
});

describe('a visitor with a user token', () => {
  it('is rendered knowing the token, never from or into the output cache', async () => {
    const cache = createOutputCache({ log: () => {} });
    const app = express();
    let renders = 0;
    app.use(cache.middleware);
    app.use(visitorContext);
    app.use((_req, res) => {
      renders++;
      // Asynchronous like a loader's API call: the token is still known after it.
      setTimeout(() => res.status(200).type('html').send(`<p>${visitorUserToken() ?? 'guest'}</p>`), 1);
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/c/konserter`;

    const guest = await fetch(url);
    expect(await guest.text()).toBe('<p>guest</p>');
    expect(guest.headers.get('x-cache')).toBe('MISS');
    for (let i = 0; i < 2; i++) {
      const customer = await fetch(url, { headers: { cookie: `${USER_TOKEN_COOKIE}=${TOKEN}` } });
      expect(await customer.text()).toBe(`<p>${TOKEN}</p>`);
      expect(customer.headers.get('x-cache')).toBe('BYPASS');
      expect(customer.headers.get('cache-control')).toBe('private, no-store');
    }
    const again = await fetch(url);
    expect(await again.text()).toBe('<p>guest</p>');
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(renders).toBe(3);
    expect(cache.size).toBe(1);
  });
});

describe('the visitor’s address', () => {
  it('is known while rendering, appended to the chain the request came with, for API calls made on their behalf', async () => {
    const app = express();
    app.use(visitorContext);
    app.use((_req, res) => setTimeout(() => res.status(200).send(visitorForwardedFor() ?? 'none'), 1));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cart`;
    expect(await (await fetch(url)).text()).toBe('127.0.0.1');
    expect(await (await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.7' } })).text()).toBe('203.0.113.7, 127.0.0.1');
    expect(visitorForwardedFor()).toBeUndefined();
  });
});
