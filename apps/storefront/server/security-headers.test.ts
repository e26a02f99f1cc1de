import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { createNonce, parseImageSources, permissionsPolicy, securityHeaders, withoutDocumentHeaders } from './security-headers.js';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** Headers of one answer of a host with the security headers in front of a page that shows its nonce. */
async function answer(options: { production: boolean; dev?: boolean; imageSources?: string[]; stripe?: boolean }) {
  const app = express();
  app.use(securityHeaders(options));
  app.use((_req, res) => {
    res.type('html').send(`<script nonce="${res.locals.cspNonce as string}"></script>`);
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((r) => server.once('listening', r));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  return { headers: res.headers, body: await res.text() };
}

const policy = (headers: Headers) => new Map((headers.get('content-security-policy') ?? '').split(';').map((d) => {
  const [name, ...sources] = d.trim().split(/\s+/);
  return [name!, sources] as const;
}));

describe('security headers', () => {
  it('the camera only for the door scanner page, in any store; never microphone or location', async () => {
    expect((await answer({ production: true })).headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
    for (const path of ['/check-in', '/de/check-in', '/it/check-in/', '/check-in.data']) expect(permissionsPolicy(path), path).toBe('camera=(self), microphone=(), geolocation=(), payment=(self)');
    for (const path of ['/', '/checkout', '/check-in/x', '/p/check-in', '/xcheck-in']) expect(permissionsPolicy(path), path).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
  });

  it('a nonce of its own for every request, named in the policy and given to the page', async () => {
    const a = await answer({ production: true });
    const b = await answer({ production: true });
    const nonceOf = (h: Headers) => policy(h).get('script-src')?.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonceOf(a.headers)).toBeTruthy();
    expect(a.body).toBe(`<script nonce="${nonceOf(a.headers)}"></script>`);
    expect(nonceOf(a.headers)).not.toBe(nonceOf(b.headers));
    expect(createNonce()).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('production: the strict policy, HSTS, nosniff, the referrer policy, no framing', async () => {
    const { headers } = await answer({ production: true });
    const csp = policy(headers);
    expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9_-]+'$/)]);
    // The style sheet the server writes into the page carries the request's nonce, the same as its scripts.
    expect(csp.get('style-src')).toEqual(["'self'", csp.get('script-src')![1]]);
    expect(csp.get('img-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(['https://open.spotify.com', 'https://www.youtube-nocookie.com']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(headers.get('content-security-policy')).not.toContain('unsafe');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it('outside production the same policy without HSTS; development alone lets Vite inject styles and open its socket', async () => {
    const test = await answer({ production: false });
    expect(test.headers.get('strict-transport-security')).toBeNull();
    expect(test.headers.get('content-security-policy')).not.toContain('unsafe');
    const dev = await answer({ production: false, dev: true });
    expect(dev.headers.get('strict-transport-security')).toBeNull();
    expect(policy(dev.headers).get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    expect(policy(dev.headers).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy(dev.headers).get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
  });

  it('with Stripe configured, Stripe.js, its frames and its API join the policy; without, they stay out', async () => {
    const plain = policy((await answer({ production: true })).headers);
    expect(plain.get('script-src')?.some((s) => s.includes('stripe'))).toBe(false);
    const csp = policy((await answer({ production: true, stripe: true })).headers);
    expect(csp.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-/), 'https://js.stripe.com']);
    expect(csp.get('frame-src')).toEqual(['https://open.spotify.com', 'https://www.youtube-nocookie.com', 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('images from the configured CDNs only', async () => {
    const sources = parseImageSources('https://cdn.example.com, https://*.img.example.net/posters/');
    expect(sources).toEqual(['https://cdn.example.com', 'https://*.img.example.net/posters/']);
    const { headers } = await answer({ production: true, imageSources: sources });
    expect(policy(headers).get('img-src')).toEqual(["'self'", 'https://cdn.example.com', 'https://*.img.example.net/posters/']);
    expect(parseImageSources(undefined)).toEqual([]);
    expect(parseImageSources('  ')).toEqual([]);
    for (const bad of ['http://cdn.example.com', 'https:', '*', "'unsafe-inline'", 'data:', 'https://cdn.example.com;script-src', "https://cdn.example.com/'x'"]) {
      expect(() => parseImageSources(bad), bad).toThrow(/CSP_IMG_SRC/);
    }
  });

  it("the build's scripts and style sheets keep nosniff, the resource policy and HSTS, and drop what only a document reads", async () => {
    const app = express();
    app.use(securityHeaders({ production: true }));
    app.use((_req, res) => {
      withoutDocumentHeaders(res);
      res.type('js').send('export {};');
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    const { headers } = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/app-1.js`);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) expect(headers.get(name), name).toBeNull();
  });
});
