import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { listenForTests } from './listen-for-tests.ts';
// @ts-expect-error plain ESM module of the storefront host
import { acceptsBrotli, precompressedAssets } from './precompressed-assets.js';

const dir = mkdtempSync(join(tmpdir(), 'encore-assets-'));
const script = 'export const answer = 42;\n'.repeat(50);
writeFileSync(join(dir, 'app-1.js'), script);
writeFileSync(join(dir, 'app-1.js.br'), brotliCompressSync(script));
writeFileSync(join(dir, 'plain-1.js'), 'export {};\n');

const app = express();
app.use('/assets', precompressedAssets(dir), express.static(dir));
const base = `${await listenForTests(app)}/assets`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The raw answer, without the client decoding it. */
async function get(path: string, acceptEncoding: string) {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=0.5', true],
    ['BR', true],
    ['gzip, br;q=0', false],
    ['gzip', false],
    ['brotli', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('precompressedAssets', () => {
  it("answers a browser that accepts brotli with the build's copy, typed as the script it encodes", async () => {
    const { res } = await get('/app-1.js', 'gzip, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    // Node's fetch decodes brotli: what arrives is the script itself.
    const decoded = await fetch(`${base}/app-1.js`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.text());
    expect(decoded).toBe(script);
  });

  it('answers any other browser with the plain file', async () => {
    const { res, body } = await get('/app-1.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(body.toString()).toBe(script);
  });

  it('leaves files without a copy to the static handler', async () => {
    const { res, body } = await get('/plain-1.js', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(body.toString()).toBe('export {};\n');
  });
});
