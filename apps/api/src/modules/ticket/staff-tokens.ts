import { createHash, timingSafeEqual } from 'node:crypto';

/** CHECKIN_STAFF_TOKENS: comma-separated tokens of the door staff's scanners; blanks are dropped. */
export function parseStaffTokens(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((t) => t.trim()).filter(Boolean);
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Whether `given` is one of the staff tokens. Every token is compared, each in constant time over
 * digests of equal length, so neither the answer's timing nor its length tells how close a guess was.
 */
export function isStaffToken(given: string, tokens: readonly string[]): boolean {
  const g = digest(given);
  let found = false;
  for (const token of tokens) found = timingSafeEqual(g, digest(token)) || found;
  return found && given !== '';
}
