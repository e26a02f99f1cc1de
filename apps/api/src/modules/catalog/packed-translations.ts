import { escapeBeyondLatin1 } from '../../db/import/one-byte-json.ts';

/**
 * A record's translations kept as their JSON text in a one-byte string, not as parsed objects. At
 * 100,000 events the half million ticket categories' translated names held about 130 MB as objects:
 * each ticket had three objects and two names, and a name with an en dash is stored two bytes a
 * character. As one-byte text they take about 60 MB (ADR 0070). They are read only to build a store
 * view other than the default one, one ticket at a time.
 */
export type PackedTranslations = string & { readonly packedTranslations: unique symbol };

const NO_TRANSLATIONS = '' as PackedTranslations;
const WIDE = /[\u0100-\uffff]/;

/**
 * Packs the JSON text of a translations column as read. The importer writes it with characters beyond
 * Latin-1 as JSON escapes (`oneByteJson`), which the database driver hands over as a one-byte string:
 * that text is kept as it comes. Text written otherwise is escaped here, and copied through a Latin-1
 * buffer so that V8 stores it one byte a character (a string built by `replace` keeps two bytes); at
 * 10,000 events that took about 60 ms of a load.
 */
export function packTranslations(json: string | null | undefined): PackedTranslations {
  if (!json || json === '{}') return NO_TRANSLATIONS;
  if (!WIDE.test(json)) return json as PackedTranslations;
  return Buffer.from(escapeBeyondLatin1(json), 'latin1').toString('latin1') as PackedTranslations;
}

/** Each store code as it stands quoted in JSON, made once: a build asks for every ticket's name. */
const quotedCodes = new Map<string, string>();
function quoted(storeCode: string): string {
  let q = quotedCodes.get(storeCode);
  if (q === undefined) quotedCodes.set(storeCode, (q = JSON.stringify(storeCode)));
  return q;
}

/** The last text unpacked and what it held: a document reads its ticket's name once per store view, but a sale and a page may ask in turn. */
let lastPacked: string | undefined;
let lastUnpacked: Record<string, unknown> = {};

/** One store view's translation in packed translations; undefined when there is none or the text is unreadable (as an unreadable column always read). */
export function packedTranslation(packed: PackedTranslations, storeCode: string): Partial<{ name: string }> | undefined {
  // A store code that appears nowhere in the text cannot be a key of it: the default store view's build
  // passes every ticket here and parses none. A match inside a name only costs the parse.
  if (packed === NO_TRANSLATIONS || !packed.includes(quoted(storeCode))) return undefined;
  if (packed !== lastPacked) {
    let unpacked: Record<string, unknown> = {};
    try {
      const value: unknown = JSON.parse(packed);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) unpacked = value as Record<string, unknown>;
    } catch {
      // Unreadable: no translations, as the record of an unreadable column had none.
    }
    lastPacked = packed;
    lastUnpacked = unpacked;
  }
  const translation = lastUnpacked[storeCode];
  return translation !== null && typeof translation === 'object' ? (translation as Partial<{ name: string }>) : undefined;
}
