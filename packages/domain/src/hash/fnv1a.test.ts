import { describe, expect, it } from 'vitest';
import { fnv1a32 } from './fnv1a.ts';

describe('fnv1a32', () => {
  it('gives the published FNV-1a 32-bit values for ASCII text', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('hashes each UTF-16 code unit, so å and a differ and the result is an unsigned 32-bit number', () => {
    expect(fnv1a32('Malmö')).not.toBe(fnv1a32('Malmo'));
    for (const s of ['Göteborg', 'x'.repeat(10_000), '🎫']) {
      const h = fnv1a32(s);
      expect(Number.isInteger(h) && h >= 0 && h < 2 ** 32).toBe(true);
    }
  });
});
