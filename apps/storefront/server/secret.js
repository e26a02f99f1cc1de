// The storefront's own secret, which signs the cart cookie (a visitor can neither read another
// visitor's cart id into their cookie nor forge one). Plain ESM so that server.js can load it without a build.
//
// It comes from STOREFRONT_SECRET (or COOKIE_SECRET). Production refuses to start without one of at
// least 32 bytes. Development and tests without one get a random secret for the life of the
// process: carts of an earlier run are then simply not recognised.
import { randomBytes } from 'node:crypto';

export const MIN_SECRET_BYTES = 32;

/**
 * The secret to sign cookies with, or an Error saying why there is none.
 * @param {Record<string, string | undefined>} env
 * @param {{ production: boolean }} options
 * @returns {{ secret: string, generated: boolean } | { error: string }}
 */
export function storefrontSecret(env, { production }) {
  const given = env.STOREFRONT_SECRET || env.COOKIE_SECRET;
  if (given) {
    if (Buffer.byteLength(given, 'utf8') < MIN_SECRET_BYTES) return { error: `STOREFRONT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long (e.g. \`openssl rand -base64 48\`).` };
    return { secret: given, generated: false };
  }
  if (production) return { error: `STOREFRONT_SECRET is not set: production needs a secret of at least ${MIN_SECRET_BYTES} bytes to sign the cart cookie (e.g. \`openssl rand -base64 48\`).` };
  return { secret: randomBytes(48).toString('base64url'), generated: true };
}
