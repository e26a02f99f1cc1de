import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMediaFile } from './media-file.ts';

const outside = mkdtempSync(join(tmpdir(), 'encore-media-'));
const root = join(outside, 'media');
mkdirSync(join(root, 'posters'), { recursive: true });
writeFileSync(join(root, 'posters', 'kent-150x150.webp'), 'img');
writeFileSync(join(root, 'posters', 'notes.txt'), 'text');
writeFileSync(join(outside, 'secret.webp'), 'secret');

describe('findMediaFile', () => {
  it('finds an image below the root with its content type', async () => {
    const file = await findMediaFile(root, 'posters/kent-150x150.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 3 });
  });

  it.each([
    ['../secret.webp'],
    ['posters/../../secret.webp'],
    ['%2e%2e/secret.webp'],
    ['posters%2f..%2f..%2fsecret.webp'],
    ['..\\secret.webp'],
    [`${outside}/secret.webp`],
    ['%E0%A4%A'],
  ])('refuses a path outside the root: %s', async (path) => {
    expect(await findMediaFile(root, path)).toBeUndefined();
  });

  it('refuses other file types and missing files', async () => {
    expect(await findMediaFile(root, 'posters/notes.txt')).toBeUndefined();
    expect(await findMediaFile(root, 'posters/missing-150x150.webp')).toBeUndefined();
    expect(await findMediaFile(root, 'posters')).toBeUndefined();
  });
});
