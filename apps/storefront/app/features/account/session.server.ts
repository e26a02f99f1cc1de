import { STORE_VIEWS, type StoreView } from '@encore/contracts';
import { redirectDocument } from 'react-router';
import { endedSessionCookies, sessionCookies } from '#server/session-cookies.js';
import { onAuthorized } from '#app/features/cart/authorize.server.ts';
import { clearCartId } from '#app/features/cart/cart.server.ts';
import { ENABLED_STORE_CODES, localizePath } from '#app/lib/store-view.ts';
import { visitorUserToken } from '#app/lib/visitor.server.ts';
import { signOutCall, type SessionTokens } from './account-calls.server.ts';

/** The signed-in visitor's access token (refreshed by the host before the request reached here), or undefined for a guest. */
export const customerToken = (): string | undefined => visitorUserToken();

/**
 * Cookies that start a session: the token cookies, and the cart cookie of the customer's cart, into
 * which the guest cart has just been merged (holds kept). When the API will not take the cart over,
 * the visitor keeps their guest cart and is signed in all the same.
 */
export async function startSession(request: Request, storeView: StoreView, tokens: SessionTokens): Promise<string[]> {
  const cart = await onAuthorized(request, storeView, tokens.accessToken).catch((error: Error) => ({ ok: false as const, status: 503, message: error.message }));
  if (!cart.ok) console.warn(`[account] guest cart not taken over at sign-in: ${cart.message}`);
  return [...sessionCookies(tokens), ...(cart.ok ? [cart.setCookie] : [])];
}

/** Signing out ends the session at the API and forgets the tokens and the customer's carts in every store. */
export async function endSession(): Promise<string[]> {
  const token = customerToken();
  if (token) await signOutCall(token).catch(() => null);
  const carts = await Promise.all(ENABLED_STORE_CODES.map((code) => clearCartId(STORE_VIEWS[code])));
  return [...endedSessionCookies('signed-out'), ...carts];
}

/**
 * After the session changed, the whole page is loaded again (not only the route's data), so the header,
 * the cart and everything rendered for the previous visitor are replaced.
 */
export function redirectWithSession(path: string, storeView: StoreView, cookies: string[]): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirectDocument(localizePath(path, storeView.urlPrefix), { status: 303, headers });
}
