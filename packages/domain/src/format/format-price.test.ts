import { describe, expect, it } from 'vitest';
import { STORE_VIEWS } from '@encore/contracts';
import { formatPrice } from './format-price.ts';

/** Every space in a formatted price is a no-break space. */
const NBSP = '\u00a0';

const sv = STORE_VIEWS.default;
const de = STORE_VIEWS.store_de;
const it_ = STORE_VIEWS.store_it;

describe('formatPrice', () => {
  it.each([
    [125000, `1${NBSP}250,00${NBSP}kr`],
    [0, `0,00${NBSP}kr`],
    [-125000, `-1${NBSP}250,00${NBSP}kr`],
    [29500, `295,00${NBSP}kr`],
    [1, `0,01${NBSP}kr`],
    [123456789, `1${NBSP}234${NBSP}567,89${NBSP}kr`],
  ])('sv-SE %i → %s', (minor, expected) => {
    expect(formatPrice(minor, sv)).toBe(expected);
  });

  it('de-DE EUR puts the amount first with dot groups', () => {
    expect(formatPrice(125000, de)).toBe(`1.250,00${NBSP}€`);
    expect(formatPrice(-99, de)).toBe(`-0,99${NBSP}€`);
  });

  it('it-IT EUR (CLDR: no grouping below 10 000)', () => {
    expect(formatPrice(125000, it_)).toBe(`1250,00${NBSP}€`);
    expect(formatPrice(1250000, it_)).toBe(`12.500,00${NBSP}€`);
  });

  it('uses an ASCII minus, never U+2212', () => {
    expect(formatPrice(-100, sv).startsWith('-')).toBe(true);
    expect(formatPrice(-100, sv)).not.toContain('\u2212');
  });

  it('contains no ordinary or narrow spaces', () => {
    expect(formatPrice(125000, sv)).not.toMatch(/[ \u202f\u2009]/);
  });

  it('rejects NaN', () => {
    expect(() => formatPrice(Number.NaN, sv)).toThrow();
  });
});
