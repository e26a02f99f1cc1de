const BEYOND_LATIN1 = /[\u0100-\uffff]/g;
const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON text with every character beyond Latin-1 written as a JSON escape (`\u2013` for an en dash):
 * `JSON.parse` reads the same value back, and V8 holds the text one byte a character. Ticket
 * categories' translations are written so: the API keeps them as text (ADR 0070), and text read from
 * the database in this form needs no conversion on load.
 */
export function oneByteJson(value: unknown): string {
  return escapeBeyondLatin1(JSON.stringify(value));
}

/** The same escapes in JSON text already written. */
export function escapeBeyondLatin1(json: string): string {
  return json.replace(BEYOND_LATIN1, escape);
}
