import { data } from 'react-router';

/**
 * Account forms are answered only when sent from the shop's own pages. SameSite=Lax keeps the session
 * cookies off another site's form post, but not the cookies such a post would set: without this, a
 * page elsewhere could sign a visitor into someone else's account, or out of their own. Browsers name
 * the sending site (Sec-Fetch-Site, Origin); a request naming neither (a script, an old browser) passes.
 */
export function refuseCrossSite(request: Request): void {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw data('Account forms are sent from the shop itself', { status: 403 });
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw data('Account forms are sent from the shop itself', { status: 403 });
  }
  if (host && originHost !== host) throw data('Account forms are sent from the shop itself', { status: 403 });
}
