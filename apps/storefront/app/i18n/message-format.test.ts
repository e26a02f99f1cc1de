import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileMessage, formatCompiled } from './message-format.ts';
import { createTranslator } from './translator.ts';
import { messagesFor } from './messages.server.ts';

const LOCALES = ['sv-SE', 'de-DE', 'it-IT'] as const;

/** The shop's formatter, and the one react-intl used, on the same message and values. */
function both(text: string, locale: string, values?: Record<string, unknown>) {
  const ours = formatCompiled(compileMessage(text), locale, values);
  const reference = new IntlMessageFormat(text, locale).format(values as Record<string, string | number>);
  return { ours, reference };
}

/** Argument names by how a message uses them: counted (plural, number) or printed as they are. */
function argumentsOf(text: string): { counted: Set<string>; printed: Set<string> } {
  const counted = new Set<string>();
  const printed = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.argument) printed.add(el.value);
      if (el.type === TYPE.number) counted.add(el.value);
      if (el.type === TYPE.plural) {
        counted.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(parse(text));
  return { counted, printed };
}

describe('every catalogue message', () => {
  // Counts around every plural rule of the three languages, a fraction, and thousands (grouped by locale).
  const COUNTS = [0, 1, 2, 3, 5, 11, 21, 1.5, 1250, 1_000_000];
  it.each(LOCALES)('%s formats exactly as intl-messageformat does', (locale) => {
    let checked = 0;
    for (const [id, text] of Object.entries(messagesFor(locale))) {
      const { counted, printed } = argumentsOf(text);
      for (const count of COUNTS) {
        const values: Record<string, unknown> = {};
        for (const name of printed) values[name] = `«${name}»`;
        for (const name of counted) values[name] = count;
        const { ours, reference } = both(text, locale, values);
        expect(ours, `${locale} ${id} with ${count}`).toBe(reference);
        checked += 1;
        if (counted.size === 0) break;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('compileMessage and formatCompiled', () => {
  it.each([
    ["It's {name}'s", { name: 'Ada' }],
    ["'{literal}' and '{' and ''quoted''", {}],
    ["{n, plural, =0 {none} one {# item '#'} other {# items}}", { n: 0 }],
    ["{n, plural, =0 {none} one {# item '#'} other {# items}}", { n: 1 }],
    ['{n, plural, offset:1 =1 {just you} one {you and # other} other {you and # others}}', { n: 3 }],
    ['{n, plural, offset:1 =1 {just you} one {you and # other} other {you and # others}}', { n: 1 }],
    ['{ n , number } of {total}', { n: 12345.5, total: 0 }],
    ['{a}{b}{c}', { a: null, b: undefined, c: 0 }],
    ['a < b and # and } outside', {}],
    ['{n, plural, other {{n, plural, one {# inner} other {# inner}} outer #}}', { n: 2 }],
  ])('%s', (text, values) => {
    for (const locale of LOCALES) {
      const { ours, reference } = both(text, locale, values);
      expect(ours).toBe(reference);
    }
  });

  it.each(['{when, date}', '{g, select, a {x} other {y}}', 'Read <b>this</b>', '{n, number, percent}', '{n, plural, one {x}}', '{unclosed'])('refuses what the catalogues do not use: %s', (text) => {
    expect(() => compileMessage(text)).toThrow(SyntaxError);
  });
});

describe('createTranslator', () => {
  const t = createTranslator('sv-SE', { hello: 'Hej {name}', plain: 'Enkel', broken: '{when, date}' });

  it('formats the catalogue message', () => {
    expect(t.formatMessage({ id: 'hello' }, { name: 'Ada' })).toBe('Hej Ada');
    expect(t.formatMessage({ id: 'plain' })).toBe('Enkel');
  });

  it('falls back as react-intl did: default text, else the message as written, else the id', () => {
    expect(t.formatMessage({ id: 'missing', defaultMessage: 'Kort ({n})' }, { n: 4 })).toBe('Kort (4)');
    expect(t.formatMessage({ id: 'missing' })).toBe('missing');
    expect(t.formatMessage({ id: 'hello' })).toBe('Hej {name}');
    expect(t.formatMessage({ id: 'hello', defaultMessage: 'Hej' })).toBe('Hej');
    expect(t.formatMessage({ id: 'broken' })).toBe('{when, date}');
  });

  it('reads no message from the catalogue object’s prototype', () => {
    expect(t.formatMessage({ id: 'toString' })).toBe('toString');
  });
});
