/** The two rows of the distance table, kept between calls and grown when a longer word comes. */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/**
 * The edit distance (insertions, deletions and substitutions of one UTF-16 unit each, as the text
 * index counts them) between two words when it is at most `max`; otherwise `max + 1`.
 *
 * A typo lookup checks every candidate its deletions find, often hundreds for a short word typed into
 * the search panel, so this allocates nothing: a limit of one edit is decided in one pass over the two
 * words, and larger limits fill a table whose two rows are reused.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (max <= 0) return max + 1;
  if (max === 1) return withinOneEdit(a, b) ? 1 : 2;
  if (b.length + 1 > previousRow.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const code = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const d = Math.min(previous[j - 1]! + (code === b.charCodeAt(j - 1) ? 0 : 1), previous[j]! + 1, current[j - 1]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // Distances never shrink further down: once a whole row is over the limit, so is the answer.
    if (rowMin > max) return max + 1;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * Whether two different words whose lengths differ by at most one are one edit apart: past their
 * common start, the rest must match with one unit replaced (equal lengths) or one unit of the longer
 * word left out.
 */
function withinOneEdit(a: string, b: string): boolean {
  const short = a.length <= b.length ? a : b;
  const long = short === a ? b : a;
  let i = 0;
  while (i < short.length && short.charCodeAt(i) === long.charCodeAt(i)) i++;
  // Replace the unit at i (same length), or leave out the longer word's unit at i.
  const skip = short.length === long.length ? 1 : 0;
  for (let k = i + skip; k < short.length; k++) if (short.charCodeAt(k) !== long.charCodeAt(k + 1 - skip)) return false;
  return true;
}
