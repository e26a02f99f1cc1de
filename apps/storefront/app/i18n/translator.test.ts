import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import sv from './messages/sv-SE.json' with { type: 'json' };
import { createTranslator } from './translator.ts';

const TEXTS = {
  plain: 'Kassa',
  named: 'Hej {name}!',
  count: '{n, plural, one {# biljett} other {# biljetter}}',
  offset: '{n, plural, offset:1 =0 {ingen} =1 {du} one {du och # till} other {du och # till}}',
};

describe('translator', () => {
  it('formats texts as written and their compiled syntax trees alike (a built shop holds the trees)', () => {
    const written = createTranslator('sv-SE', TEXTS);
    const compiled = createTranslator('sv-SE', Object.fromEntries(Object.entries(TEXTS).map(([id, text]) => [id, parse(text)])));
    for (const t of [written, compiled]) {
      expect(t.formatMessage({ id: 'plain' })).toBe('Kassa');
      expect(t.formatMessage({ id: 'named' }, { name: 'Ada' })).toBe('Hej Ada!');
      expect(t.formatMessage({ id: 'count' }, { n: 1 })).toBe('1 biljett');
      expect(t.formatMessage({ id: 'count' }, { n: 1250 })).toBe('1\u00a0250 biljetter');
      expect(t.formatMessage({ id: 'offset' }, { n: 0 })).toBe('ingen');
      expect(t.formatMessage({ id: 'offset' }, { n: 3 })).toBe('du och 2 till');
    }
  });

  it("falls back as react-intl does: default text, then the text as written, then the id", () => {
    const t = createTranslator('sv-SE', TEXTS);
    expect(t.formatMessage({ id: 'missing', defaultMessage: 'Kort' })).toBe('Kort');
    expect(t.formatMessage({ id: 'missing' })).toBe('missing');
    // A value left out cannot be formatted: the message as written rather than a broken sentence.
    expect(t.formatMessage({ id: 'named' })).toBe('Hej {name}!');
    expect(t.has('plain')).toBe(true);
    expect(t.has('toString')).toBe(false);
  });

  it('formats every message of the Swedish shared catalogue without an error', () => {
    const t = createTranslator('sv-SE', sv);
    for (const id of Object.keys(sv)) expect(t.formatMessage({ id }, new Proxy({}, { get: () => 2 }))).not.toBe(id);
  });
});
