/** Suggestions wait until typing pauses this long, so each keystroke does not hit the API. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** Shorter queries give no useful suggestions. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_SIZE = 6;

/** The query as sent: trimmed, inner whitespace collapsed, null when too short to search. */
export function suggestQuery(input: string): string | null {
  const q = input.trim().replace(/\s+/g, ' ');
  return q.length >= SUGGEST_MIN_CHARS ? q.slice(0, 200) : null;
}
