import { createHmac } from 'node:crypto';

/** The storefront secret the test servers run with, so tests can sign cart cookies as the shop does. */
export const E2E_STOREFRONT_SECRET = 'e2e-storefront-secret-0123456789abcdefghij';

/** The value part of a React Router cookie: base64 JSON, signed with the secret after a dot (HMAC-SHA-256, base64 without padding). */
export function signedCookieValue(value: unknown, secret = E2E_STOREFRONT_SECRET): string {
  const encoded = Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
  const signature = createHmac('sha256', secret).update(encoded).digest('base64').replace(/=+$/, '');
  return `${encoded}.${signature}`;
}

/** A Cookie header entry for a cart id, as the shop's cart cookie holds it. */
export function cartCookie(name: string, cartId: string, secret = E2E_STOREFRONT_SECRET): string {
  return `${name}=${encodeURIComponent(signedCookieValue(cartId, secret))}`;
}

/** The cart id in a signed cart cookie's value, or null when it does not decode. */
export function cartIdFromCookie(raw: string): string | null {
  const value = decodeURIComponent(raw);
  const encoded = value.slice(0, value.lastIndexOf('.'));
  try {
    const id: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
