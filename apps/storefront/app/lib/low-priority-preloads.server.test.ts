import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads.server.ts';

/** Sends the page through the transform in pieces of `size` bytes and answers what comes out. */
async function through(page: string, size: number): Promise<string> {
  const bytes = Buffer.from(page);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(pieces).pipe(lowPriorityModulePreloads())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const PAGE =
  '<!DOCTYPE html><html lang="sv-SE"><head><meta charSet="utf-8"/><title>Förköp – Encore</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-b.js" nonce="n"/>' +
  '<style nonce="n">.a{}</style></head><body><p>Här står <link rel="modulepreload" href="/x.js"/> som text i sidan: rör ej.</p></body></html>';

const EXPECTED = PAGE.replace('<link rel="modulepreload" href="/assets/entry', '<link rel="modulepreload" fetchpriority="low" href="/assets/entry').replace(
  '<link rel="modulepreload" href="/assets/framework',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/framework',
);

describe('lowPriorityModulePreloads', () => {
  it.each([1, 2, 7, 25, 26, 64, 100_000])('marks every preload in the head and nothing after it, in pieces of %i bytes', async (size) => {
    expect(await through(PAGE, size)).toBe(EXPECTED);
  });

  it('passes a page without preloads through as it is', async () => {
    const page = '<html><head><title>Å ä ö</title></head><body>€</body></html>';
    expect(await through(page, 3)).toBe(page);
  });
});
