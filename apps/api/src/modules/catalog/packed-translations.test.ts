import { describe, expect, it } from 'vitest';
import { oneByteJson } from '../../db/import/one-byte-json.ts';
import { packTranslations, packedTranslation } from './packed-translations.ts';

const columns = [
  { store_de: { name: 'Norrsken – Göteborg – Parkett' }, store_it: { name: 'Norrsken – Göteborg – Platea' } },
  { store_de: { name: 'Konzert 🎉 „Sommer“' } },
  { store_it: { name: 'Spettacolo' } },
  { store_de: { name: 'Text with "store_it" and a \\ backslash' } },
];

describe('packed ticket translations', () => {
  it('gives back every store view’s name as the column held it, in any order of asking', () => {
    const packed = columns.map((c) => packTranslations(JSON.stringify(c)));
    for (const round of [0, 1])
      for (const code of ['store_it', 'store_de', 'default'])
        packed.forEach((p, i) => {
          const column = columns[i] as Record<string, { name: string } | undefined>;
          expect(packedTranslation(p, code), `round ${round}, ${code}, column ${i}`).toEqual(column[code]);
        });
  });

  it('keeps only Latin-1 characters, so the text is stored one byte a character', () => {
    for (const c of columns) expect([...packTranslations(JSON.stringify(c))].every((ch) => ch.charCodeAt(0) <= 0xff)).toBe(true);
    // Latin-1 text (å, ä, ö) is kept as written.
    expect(packTranslations('{"store_de":{"name":"Göteborg"}}')).toBe('{"store_de":{"name":"Göteborg"}}');
  });

  it('keeps the text the importer writes as it is, and reads the same names from it', () => {
    for (const c of columns) {
      const written = oneByteJson(c);
      expect(JSON.parse(written)).toEqual(c);
      expect(packTranslations(written)).toBe(written);
      expect(packedTranslation(packTranslations(written), 'store_de')).toEqual((c as Record<string, unknown>).store_de);
    }
  });

  it('has no translation for an empty, unreadable or oddly shaped column', () => {
    for (const text of [null, undefined, '', '{}', '{"store_de":', '[1,2]', '"store_de"', '{"store_de":"Parkett"}', '{"store_de":null}'])
      expect(packedTranslation(packTranslations(text), 'store_de'), String(text)).toBeUndefined();
  });
});
