const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Text as search compares it: accents dropped and lower case, so 'Malmö', 'MALMO' and 'malmo'
 * are one word ('ö' → 'o', 'é' → 'e', 'ﬁ' → 'fi'). Letters that are not a base letter plus an
 * accent ('ß', 'æ', 'ø') stay as they are.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}
