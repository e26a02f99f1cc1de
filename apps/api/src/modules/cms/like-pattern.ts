/**
 * SQL `like` over the whole value, case-insensitively: `%` stands for any run of characters
 * (none included), `_` for exactly one, every other character for itself. Matching never
 * backtracks: the pattern is cut at each `%` into pieces of fixed length; the first piece must
 * start the value, the last must end it, and each piece between is taken at its leftmost place
 * after the one before (which never loses a match). A piece is found with a bit-parallel scan
 * (shift-and), so one test costs the value's length times the pattern's length in 32-character
 * words, whatever the pattern.
 */

/** One piece between two `%`: per character, the bit set of piece positions it can stand at. */
interface Piece {
  chars: readonly string[];
  words: number;
  masks: Map<string, Uint32Array>;
  /** Positions holding `_`, which any character fills. */
  anyChar: Uint32Array;
}

/** Characters one by one (code points), lower-cased one by one so a character never turns into two. */
const fold = (text: string): string[] => Array.from(text, (ch) => ch.toLowerCase());

function compilePiece(text: string): Piece {
  const chars = fold(text);
  const words = Math.max(1, Math.ceil(chars.length / 32));
  const anyChar = new Uint32Array(words);
  const masks = new Map<string, Uint32Array>();
  chars.forEach((ch, i) => {
    const word = i >>> 5;
    const bit = 1 << (i & 31);
    if (ch === '_') {
      anyChar[word]! |= bit;
      return;
    }
    let mask = masks.get(ch);
    if (!mask) masks.set(ch, (mask = new Uint32Array(words)));
    mask[word]! |= bit;
  });
  for (const mask of masks.values()) for (let w = 0; w < words; w++) mask[w]! |= anyChar[w]!;
  return { chars, words, masks, anyChar };
}

/** Whether the piece matches the value at `at` exactly. */
function matchesAt(value: readonly string[], at: number, piece: Piece): boolean {
  for (let i = 0; i < piece.chars.length; i++) {
    const p = piece.chars[i];
    if (p !== '_' && p !== value[at + i]) return false;
  }
  return true;
}

/** Leftmost start, at or after `from`, of a match of the piece that ends by `end`; -1 when none. */
function findPiece(value: readonly string[], piece: Piece, from: number, end: number): number {
  const length = piece.chars.length;
  if (length === 0) return from;
  const state = new Uint32Array(piece.words);
  const lastWord = (length - 1) >>> 5;
  const lastBit = 1 << ((length - 1) & 31);
  for (let at = from; at < end; at++) {
    const mask = piece.masks.get(value[at]!) ?? piece.anyChar;
    // Bit i of the state: the piece's first i+1 characters match the value up to here.
    let carry = 1;
    for (let w = 0; w < piece.words; w++) {
      const s = state[w]!;
      state[w] = ((s << 1) | carry) & mask[w]!;
      carry = s >>> 31;
    }
    if (state[lastWord]! & lastBit) return at - length + 1;
  }
  return -1;
}

/** Compiles a `like` pattern once into a test for many values. */
export function likeMatcher(pattern: string): (value: string) => boolean {
  const pieces = pattern.split('%').map(compilePiece);
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  const middle = pieces.slice(1, -1);
  return (text) => {
    const value = fold(text);
    if (pieces.length === 1) return value.length === first.chars.length && matchesAt(value, 0, first);
    const end = value.length - last.chars.length;
    if (end < first.chars.length || !matchesAt(value, 0, first) || !matchesAt(value, end, last)) return false;
    let from = first.chars.length;
    for (const piece of middle) {
      const at = findPiece(value, piece, from, end);
      if (at < 0) return false;
      from = at + piece.chars.length;
    }
    return true;
  };
}
