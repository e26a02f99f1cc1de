import { randomFillSync } from 'node:crypto';

/**
 * Random bytes drawn 4 KB at a time: each draw from the system's generator costs about as much as
 * a whole small draw, and an on-sale rush makes a cart id per request (as Node's randomUUID keeps
 * its own batch). Every byte is handed out once.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomHex(bytes: number): string {
  if (used + bytes > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const hex = pool.toString('hex', used, used + bytes);
  used += bytes;
  return hex;
}

/** Cart ids are 32 hex characters, as the masked guest quote ids the storefront expects. */
export function newCartId(): string {
  return randomHex(16);
}

export function randomRef(prefix: string): string {
  return `${prefix}_${randomHex(12)}`;
}
