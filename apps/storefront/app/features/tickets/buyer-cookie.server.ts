import { createCookie } from 'react-router';
import { cookieSecure } from '#server/session-cookies.js';
import { cookieSecrets } from '#app/lib/cookie-secrets.server.ts';

/**
 * The e-mail the buyer just ordered with, for an hour, in a signed httpOnly cookie: the confirmation page
 * opens the order's tickets with it (the API checks it against the order), so the buyer is not asked for
 * the address they typed a minute ago. It survives the trip to a payment provider and back (SameSite=Lax
 * comes along on the top-level return).
 */
const BUYER_S = 60 * 60;
let cookie: ReturnType<typeof createCookie> | undefined;

function buyerCookie() {
  cookie ??= createCookie('encore_buyer', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: BUYER_S, secure: cookieSecure(), secrets: cookieSecrets('buyer') });
  return cookie;
}

export const rememberBuyer = (email: string): Promise<string> => buyerCookie().serialize(email.trim().toLowerCase());

export async function buyerEmail(request: Request): Promise<string | null> {
  const value: unknown = await buyerCookie().parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}
