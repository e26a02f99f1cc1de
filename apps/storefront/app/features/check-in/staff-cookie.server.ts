import { createCookie } from 'react-router';
import { cookieSecure } from '#server/session-cookies.js';
import { cookieSecrets } from '#app/lib/cookie-secrets.server.ts';

/**
 * A door scanner's staff token, kept by the storefront in a signed httpOnly cookie: page scripts never
 * read it (a script injected into the shop cannot steal it), SameSite=Strict keeps it off requests that
 * start on another site, and it lasts one evening's shift.
 */
const SHIFT_S = 12 * 60 * 60;
let cookie: ReturnType<typeof createCookie> | undefined;

function staffCookie() {
  cookie ??= createCookie('encore_staff', { httpOnly: true, sameSite: 'strict', path: '/', maxAge: SHIFT_S, secure: cookieSecure(), secrets: cookieSecrets('staff') });
  return cookie;
}

export async function readStaffToken(request: Request): Promise<string | null> {
  const value: unknown = await staffCookie().parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 && value.length <= 500 ? value : null;
}

export const commitStaffToken = (token: string) => staffCookie().serialize(token);
export const clearStaffToken = () => staffCookie().serialize('', { maxAge: 0 });
