import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes } from './media.routes.ts';

// <tmp>/media is served; <tmp>/secret.webp sits next to it and must stay unreachable.
const outer = mkdtempSync(join(tmpdir(), 'encore-media-route-'));
const mediaDir = join(outer, 'media');
const NOT_FOUND = { code: 404, result: { errorCode: 'not_found', message: 'Not found' } };
let app: FastifyInstance;
let image: Buffer;

beforeAll(async () => {
  mkdirSync(join(mediaDir, 'posters'), { recursive: true });
  image = await sharp({ create: { width: 310, height: 300, channels: 3, background: '#11998e' } }).webp().toBuffer();
  writeFileSync(join(mediaDir, 'posters', 'derby-310x300.webp'), image);
  writeFileSync(join(mediaDir, '.encore-media.json'), '{}');
  writeFileSync(join(outer, 'secret.webp'), image);
  app = Fastify();
  await app.register(mediaRoutes({ mediaDir }), { prefix: '/media' });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(outer, { recursive: true, force: true });
});

describe('GET /media/*', () => {
  it('streams an image with its type and a one-year immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/media/posters/derby-310x300.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(image)).toBe(true);
  });

  it.each(['/media/../secret.webp', '/media/posters/../../secret.webp'])('never serves a file outside the media directory for %s', async (url) => {
    // The URL is normalised before routing, so this lands outside /media (the app's own 404).
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.equals(image)).toBe(false);
  });

  it.each([
    '/media/..%2fsecret.webp',
    '/media/%2e%2e%2fsecret.webp',
    '/media/posters%2f..%2f..%2fsecret.webp',
    '/media/%252e%252e%252fsecret.webp',
    '/media/..%5csecret.webp',
    `/media/${encodeURIComponent(join(outer, 'secret.webp'))}`,
    '/media/.encore-media.json',
    '/media/posters/missing-150x150.webp',
    '/media/posters',
  ])('refuses %s with the 404 envelope', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});
