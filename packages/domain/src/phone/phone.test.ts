import { describe, expect, it } from 'vitest';
import { dialCodes, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['070-123 45 67', 'SE', '+46701234567'],
    ['0701234567', 'SE', '+46701234567'],
    ['+46 70 123 45 67', 'SE', '+46701234567'],
    ['0046701234567', 'DE', '+46701234567'],
    ['030 1234567', 'DE', '+49301234567'],
    ['(06) 1234 5678', 'IT', '+390612345678'],
    ['+49 30 1234567', 'SE', '+49301234567'],
  ])('%j with %s → %s', (typed, country, expected) => {
    expect(normalizePhone(typed, country)).toBe(expected);
  });

  it('drops what cannot be an international number by the spec rule', () => {
    expect(normalizePhone('', 'SE')).toBeNull();
    expect(normalizePhone('+0123456', 'SE')).toBeNull();
    expect(normalizePhone('+1234567890123456', 'SE')).toBeNull();
    expect(normalizePhone('12ab', 'SE')).toBeNull();
    expect(normalizePhone('0701234567', 'XX')).toBeNull();
  });

  it('keeps a short number it cannot read as calling code + national digits', () => {
    expect(normalizePhone('0123', 'SE')).toBe('+46123');
  });
});

describe('dialCodes', () => {
  it('lists countries with their calling codes', () => {
    const codes = dialCodes();
    expect(codes).toEqual(expect.arrayContaining([{ country: 'SE', code: '46' }, { country: 'DE', code: '49' }, { country: 'IT', code: '39' }]));
    expect(codes.length).toBeGreaterThan(200);
  });
});
