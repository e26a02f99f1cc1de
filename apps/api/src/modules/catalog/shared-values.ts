/** Texts longer than this are kept as read: names, descriptions and keys differ from row to row. */
const SHORT_TEXT = 64;

/**
 * One copy of each equal value read from many catalogue rows. SQLite and PostgreSQL hand every row its
 * own string, and JSON.parse its own objects: at 100,000 events the same currency, date, city or
 * attribute list was held hundreds of thousands of times (ADR 0065). A load makes one of these and drops
 * it with its rows, so nothing outlives the catalogue that needed it.
 */
export class SharedValues {
  private readonly texts = new Map<string, string>();
  private readonly parsed = new Map<string, unknown>();

  /** The first equal short text seen, or the text itself. */
  text<T extends string | null>(value: T): T {
    if (value === null || value.length > SHORT_TEXT) return value;
    const kept = this.texts.get(value);
    if (kept !== undefined) return kept as T;
    this.texts.set(value, value);
    return value;
  }

  /**
   * A JSON column parsed once per distinct text, frozen because every row with that text shares it
   * (a reader that changed it would change them all); `fallback` when empty or unreadable.
   */
  json<T>(text: string | null | undefined, fallback: T): T {
    if (!text) return fallback;
    const kept = this.parsed.get(text);
    if (kept !== undefined) return kept as T;
    let value: unknown;
    try {
      value = deepFreeze(JSON.parse(text));
    } catch {
      return fallback;
    }
    this.parsed.set(text, value);
    return value as T;
  }
}

function deepFreeze(value: unknown): unknown {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
