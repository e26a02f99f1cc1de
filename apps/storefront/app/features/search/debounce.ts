import { useEffect, useState } from 'react';

/** Suggestions wait until typing pauses this long, so each keystroke does not hit the API. */
export const SUGGEST_DEBOUNCE_MS = 250;
/** Shorter queries give no useful suggestions. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_SIZE = 6;

export function useDebounced<T>(value: T, ms = SUGGEST_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** The query as sent: trimmed, inner whitespace collapsed, null when too short to search. */
export function suggestQuery(input: string): string | null {
  const q = input.trim().replace(/\s+/g, ' ');
  return q.length >= SUGGEST_MIN_CHARS ? q.slice(0, 200) : null;
}
