import { fnv1a32 } from '@encore/domain';
import { describe, expect, it } from 'vitest';
import { translationColumns, translationsHash } from './translations-hash.ts';

describe('translationsHash', () => {
  it('is 0 without translations and the signed 32-bit FNV-1a hash of the text with them', () => {
    expect(translationsHash(null)).toBe(0);
    expect(translationsHash('')).toBe(0);
    expect(translationsHash('{}')).toBe(0);
    const text = '{"store_de":{"name":"Parkett"}}';
    expect(translationsHash(text)).toBe(fnv1a32(text) | 0);
    expect(translationsHash(text)).not.toBe(translationsHash('{"store_de":{"name":"Läktare"}}'));
  });

  it('gives a row its translations as JSON with the hash of that text', () => {
    expect(translationColumns({ store_it: { name: 'Platea' } })).toEqual({ i18n_json: '{"store_it":{"name":"Platea"}}', i18n_hash: translationsHash('{"store_it":{"name":"Platea"}}') });
    expect(translationColumns({})).toEqual({ i18n_json: '{}', i18n_hash: 0 });
  });
});
