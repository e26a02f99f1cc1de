import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dbAvailable, useApi } from './harness.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A POST with exactly the headers given (fetch would add and undo compression by itself). */
function rawPost(url: string, path: string, body: unknown, headers: Record<string, string>): Promise<RawAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const PATH = '/api/catalog/default/product/_search?size=16&sort=date:asc';
const LISTING = { filters: [{ attribute: 'stock.is_in_stock', value: { eq: true } }], aggregations: [{ field: 'category_ids' }] };

describe.skipIf(!dbAvailable)('catalogue answers in the encoding the client accepts', () => {
  const api = useApi();

  it('sends brotli, gzip or plain JSON by Accept-Encoding, the same answer each way, fresh and from the cache', async () => {
    const plain = await rawPost(api.url, PATH, LISTING, {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const json = plain.bytes.toString('utf8');
    expect(JSON.parse(json).result.total).toBeGreaterThan(0);

    // The first two answers are worked out (an answer is kept from its request's second sighting on); the later ones come from the answer cache.
    const br = await rawPost(api.url, PATH, LISTING, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(json);

    const gzip = await rawPost(api.url, PATH, LISTING, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(json);

    // br refused with q=0: the client gets gzip; nothing acceptable: plain JSON.
    const noBr = await rawPost(api.url, PATH, LISTING, { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const none = await rawPost(api.url, PATH, LISTING, { 'accept-encoding': 'compress' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.bytes.toString('utf8')).toBe(json);
  });

  it('compresses a fresh answer too, and sends small answers as they are', async () => {
    const fresh = await rawPost(api.url, '/api/catalog/default/product/_search?size=3', { filters: [{ attribute: 'category_ids', value: { in: [3] } }] }, { 'accept-encoding': 'br' });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(fresh.bytes).toString('utf8')).code).toBe(200);

    const small = await rawPost(api.url, '/api/catalog/default/product/_search?size=1', { filters: [{ attribute: 'sku', value: { eq: 'no-such-sku' } }] }, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8')).result.total).toBe(0);
  });
});
