import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptAnswer } from './kept-answer.ts';

const big = JSON.stringify({ code: 200, result: { items: Array.from({ length: 60 }, (_, i) => ({ sku: `event-${i}`, name: `Konsert nummer ${i}`, price: 49_500 + i })) } });

describe('KeptAnswer', () => {
  it('picks the encoding by Accept-Encoding and its q-values', () => {
    const kept = new KeptAnswer(big);
    expect(kept.bodyFor('gzip, deflate, br').encoding).toBe('br');
    expect(kept.bodyFor('gzip').encoding).toBe('gzip');
    expect(kept.bodyFor('br;q=0, gzip;q=0.5').encoding).toBe('gzip');
    expect(kept.bodyFor('deflate').encoding).toBe('identity');
    expect(kept.bodyFor('identity').encoding).toBe('identity');
    expect(kept.bodyFor(undefined).encoding).toBe('identity');
    expect(kept.bodyFor('').encoding).toBe('identity');
  });

  it('keeps each form: the same bytes each time, decoding to the JSON', () => {
    const kept = new KeptAnswer(big);
    const br = kept.bodyFor('br').body as Buffer;
    expect(kept.bodyFor('br').body).toBe(br);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(big);
    expect(gunzipSync(kept.bodyFor('gzip').body as Buffer).toString('utf8')).toBe(big);
    const plain = kept.bodyFor(undefined).body;
    expect(kept.bodyFor(undefined).body).toBe(plain);
    expect(plain.toString('utf8')).toBe(big);
  });

  it('sends the text the first time and its bytes, made once, from the second time on', () => {
    const text = JSON.stringify({ code: 200, result: { items: [{ name: 'Göteborgs Symfoniker – Nyårskonsert' }] } });
    const kept = new KeptAnswer(text);
    // Counted at its UTF-8 length before any bytes exist: å and ö take two bytes each.
    expect(kept.size).toBe(Buffer.byteLength(text));
    expect(kept.bodyFor(undefined).body).toBe(text);
    const bytes = kept.bodyFor('identity').body;
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(kept.bodyFor(undefined).body).toBe(bytes);
    expect(kept.json).toBe(text);
    expect(kept.size).toBe(Buffer.byteLength(text));
  });

  it('sends answers under 1 KB as they are, whatever the client accepts', () => {
    const small = new KeptAnswer('{"code":200,"result":{"items":[],"total":0}}');
    expect(small.bodyFor('br, gzip')).toEqual({ encoding: 'identity', body: '{"code":200,"result":{"items":[],"total":0}}' });
    expect(small.bodyFor('br, gzip')).toEqual({ encoding: 'identity', body: Buffer.from('{"code":200,"result":{"items":[],"total":0}}') });
  });
});
