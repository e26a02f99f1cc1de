import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stateless signed tokens: base64url(JSON payload) + '.' + base64url(HMAC-SHA256).
 * Used for user tokens and payment-method tokens, so any API instance can
 * verify them without shared state.
 */
export function signPayload(payload: object, secret: string, purpose: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body, secret, purpose)}`;
}

export function verifyPayload<T>(token: string, secret: string, purpose: string): T | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(body, secret, purpose), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

// The purpose is mixed into the MAC so a payment token can never pass as a user token.
function mac(body: string, secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${body}`).digest('base64url');
}
