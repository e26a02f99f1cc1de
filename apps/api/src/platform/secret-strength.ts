/**
 * Whether a signing secret is fit for production: at least 32 bytes of random key material
 * (64 hex digits, or 32 bytes in base64 / base64url, or 43 characters of other text) that
 * does not look made by hand. A hand-picked value (the repository's development secret, a
 * repeated phrase, few different characters) is refused even when long enough.
 */
export const MIN_SECRET_BYTES = 32;
/** Random key material of 32 bytes shows at least this many different characters in practice. */
const MIN_DISTINCT_CHARACTERS = 10;
/** Estimated randomness (characters × their observed Shannon entropy) a secret must reach. */
const MIN_ESTIMATED_BITS = 128;

/** Bytes of key material the secret stands for: two hex digits make a byte, any other four characters three (as base64). */
function keyBytes(secret: string): number {
  if (/^[0-9a-f]+$/i.test(secret)) return Math.floor(secret.length / 2);
  return Math.floor(([...secret.replace(/=+$/, '')].length * 6) / 8);
}

function estimatedBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const ch of secret) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const n = [...secret].length;
  let perChar = 0;
  for (const c of counts.values()) perChar -= (c / n) * Math.log2(c / n);
  return perChar * n;
}

/** The same unit written out again and again ('abcabcabc…'). */
function isRepetition(secret: string): boolean {
  return (secret + secret).indexOf(secret, 1) < secret.length;
}

/** Undefined when the secret will do; otherwise why not, in words an operator can act on. */
export function secretWeakness(secret: string | undefined, knownPublic: readonly string[] = []): string | undefined {
  if (!secret) return 'it is not set';
  if (knownPublic.includes(secret)) return 'it is the public development secret of the repository';
  if (keyBytes(secret) < MIN_SECRET_BYTES) return `it is shorter than ${MIN_SECRET_BYTES} random bytes (64 hex digits or 44 base64 characters)`;
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS || isRepetition(secret) || estimatedBits(secret) < MIN_ESTIMATED_BITS) {
    return 'it does not look random (too few different characters or a repeated pattern)';
  }
  return undefined;
}
