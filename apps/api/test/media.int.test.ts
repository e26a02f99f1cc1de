import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbAvailable, useApi } from './harness.ts';

// <tmp>/media is served; <tmp>/secret.webp sits next to it and must stay unreachable.
const outer = mkdtempSync(join(tmpdir(), 'encore-media-int-'));
const mediaDir = join(outer, 'media');

/** GET with the path sent exactly as written (fetch would normalise `..` and `%2e%2e`). */
function rawGet(base: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const NOT_FOUND = { code: 404, result: { errorCode: 'not_found', message: 'Not found' } };

describe.skipIf(!dbAvailable)('media', () => {
  const api = useApi({ env: { MEDIA_DIR: mediaDir } });
  let image: Buffer;

  beforeAll(async () => {
    mkdirSync(join(mediaDir, 'posters'), { recursive: true });
    image = await sharp({ create: { width: 150, height: 150, channels: 3, background: '#6a11cb' } }).webp().toBuffer();
    writeFileSync(join(mediaDir, 'posters', 'x-150x150.webp'), image);
    writeFileSync(join(mediaDir, 'posters', 'notes.txt'), 'not an image');
    writeFileSync(join(outer, 'secret.webp'), image);
  });

  afterAll(() => rmSync(outer, { recursive: true, force: true }));

  it('serves a poster as an immutable WebP', async () => {
    const res = await fetch(`${api.url}/media/posters/x-150x150.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(image)).toBe(true);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 150, 150]);
  });

  it('answers 404 with the JSON envelope for a missing image', async () => {
    const res = await api.get('/media/posters/missing-150x150.webp');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('answers 404 for files that are not images and for directories', async () => {
    for (const path of ['/media/posters/notes.txt', '/media/posters', '/media/']) {
      const res = await api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual(NOT_FOUND);
    }
  });

  it.each([
    '/media/..%2f..%2fpackage.json',
    '/media/..%2fsecret.webp',
    '/media/%2e%2e%2fsecret.webp',
    '/media/%2e%2e/secret.webp',
    '/media/posters/..%2f..%2fsecret.webp',
    '/media/..%5csecret.webp',
    `/media/${encodeURIComponent(join(outer, 'secret.webp'))}`,
  ])('refuses a traversal attempt: %s', async (path) => {
    const res = await rawGet(api.url, path);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(NOT_FOUND);
  });

  it('rejects a malformed percent-encoding without serving anything', async () => {
    const res = await rawGet(api.url, '/media/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ code: 400, result: { errorCode: 'validation_error', message: 'The request URL is malformed' } });
  });
});
