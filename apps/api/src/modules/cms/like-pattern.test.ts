import { describe, expect, it } from 'vitest';
import { likeMatcher } from './like-pattern.ts';

/** The textbook translation to a regular expression: right on short inputs, exponential on hostile ones. */
function reference(pattern: string, value: string): boolean {
  const body = Array.from(pattern, (ch) => (ch === '%' ? '.*' : ch === '_' ? '.' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${body}$`, 'isu').test(value);
}

describe('likeMatcher', () => {
  it.each([
    ['footer-%', 'footer-about', true],
    ['footer-%', 'footer-', true],
    ['footer-%', 'footer', false],
    ['HOME_INTRO', 'home-intro', true],
    ['home_intro', 'home--intro', false],
    ['%', '', true],
    ['', '', true],
    ['', 'a', false],
    ['%banners%', 'encore/banners/main_banners', true],
    ['encore/%/head_image', 'encore/banners/head_image', true],
    ['encore/%/head_image', 'encore/head_image', false],
    ['a%b%c', 'abc', true],
    ['a%b%c', 'acb', false],
    ['%a_a%', 'xxaba', true],
    ['%aa%aa%', 'aaa', false],
    ['a.b%', 'axb', false],
    ['a.b%', 'a.bc', true],
    ['st_-upp', 'stå-upp', true],
    ['%x_________________________________y%', `${'x'.repeat(40)}y`, true],
    ['%x_________________________________y%', `${'x'.repeat(40)}z`, false],
  ])('%s against %s is %s', (pattern, value, expected) => {
    expect(likeMatcher(pattern)(value)).toBe(expected);
  });

  it('agrees with the regular-expression translation on random short patterns and values', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = (alphabet: string, max: number) => Array.from({ length: Math.floor(next() * max) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    for (let i = 0; i < 3000; i++) {
      const pattern = pick('ab%_A', 8);
      const value = pick('abB', 10);
      expect(likeMatcher(pattern)(value), `${pattern} against ${value}`).toBe(reference(pattern, value));
    }
  });

  it('answers a pattern of many wildcard pairs against a long value at once', () => {
    const pattern = `${'%_'.repeat(100)}x`;
    const value = 'a'.repeat(5000);
    const started = performance.now();
    expect(likeMatcher(pattern)(value)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
