import { socialFlowSchema, type SocialFlow, type StoreCode } from '@encore/contracts';
import { cookieSecure } from '#server/session-cookies.js';
import { ENABLED_STORE_CODES } from '#app/lib/store-view.ts';

/**
 * A social sign-in in progress, remembered in the browser that started it: the provider's state (so an
 * answer is taken only by the browser that asked, which stops another site from signing a visitor into
 * its own account), the store to return to, whether it signs in or links, and the page to return to.
 * The provider comes back to one address without a store prefix, hence the cookie. It lives ten minutes
 * and only on that address.
 */
export const SOCIAL_FLOW_COOKIE = 'encore_social_flow';
const PATH = '/account/social-login';
const MAX_AGE_SECONDS = 600;


const attributes = (maxAge: number) => [`Path=${PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', cookieSecure() ? 'Secure' : ''].filter(Boolean).join('; ');

export const socialFlowCookie = (flow: SocialFlow) => `${SOCIAL_FLOW_COOKIE}=${Buffer.from(JSON.stringify(flow)).toString('base64url')}; ${attributes(MAX_AGE_SECONDS)}`;
export const clearedSocialFlowCookie = () => `${SOCIAL_FLOW_COOKIE}=; ${attributes(0)}`;

export function readSocialFlow(request: Request): SocialFlow | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SOCIAL_FLOW_COOKIE) continue;
    try {
      const parsed = socialFlowSchema.safeParse(JSON.parse(Buffer.from(part.slice(eq + 1).trim(), 'base64url').toString('utf8')));
      return parsed.success && ENABLED_STORE_CODES.includes(parsed.data.store as StoreCode) ? parsed.data : null;
    } catch {
      return null;
    }
  }
  return null;
}
