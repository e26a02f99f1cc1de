const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * Text as search compares it: accents dropped and lower case, so 'Malmö', 'MALMO' and 'malmo'
 * are one word ('ö' → 'o', 'é' → 'e', 'ﬁ' → 'fi'). Letters that are not a base letter plus an
 * accent ('ß', 'æ', 'ø') stay as they are.
 */
export function foldForSearch(text: string): string {
  // Plain ASCII has no accents or compatibility forms to take apart: lower case is all it needs, and
  // most words of a catalogue are plain (a tenth of building the text index went to normalising them).
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}
