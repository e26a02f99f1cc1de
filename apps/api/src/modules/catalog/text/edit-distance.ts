/**
 * The edit distance (insertions, deletions and substitutions of one UTF-16 unit each, as the text
 * index counts them) between two words when it is at most `max`; otherwise `max + 1`.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
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
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, max + 1);
}
