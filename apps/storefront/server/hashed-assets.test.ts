import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { listenForTests } from './listen-for-tests.ts';
// @ts-expect-error plain ESM module of the storefront host
import { hashedAssets } from './hashed-assets.js';
// @ts-expect-error plain ESM module of the storefront host
import { securityHeaders } from './security-headers.js';

const dir = mkdtempSync(join(tmpdir(), 'encore-hashed-'));
const script = 'export const answer = 42;\n'.repeat(50);
writeFileSync(join(dir, 'app-1.js'), script);
writeFileSync(join(dir, 'app-1.js.br'), brotliCompressSync(script));

const app = express();
app.use(securityHeaders({ production: true }));
app.use('/assets', hashedAssets(dir));
const base = `${await listenForTests(app)}/assets`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the build assets as the host serves them', () => {
  it.each(['br', 'gzip'])('are kept a year, carry no validators or ranges, and keep the headers a script needs (%s)', async (encoding) => {
    const res = await fetch(`${base}/app-1.js`, { headers: { 'accept-encoding': encoding } });
    expect(await res.text()).toBe(script);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'content-security-policy']) expect(res.headers.get(name), name).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers an unknown file with 404', async () => {
    const res = await fetch(`${base}/missing-1.js`);
    expect(res.status).toBe(404);
  });
});
