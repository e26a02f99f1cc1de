import { socialCallbackQuerySchema, socialStartQuerySchema, SocialLoginMessages, STORE_VIEWS, type StoreCode } from '@encore/contracts';
import { data, redirect } from 'react-router';
import { readQuery } from '#app/lib/request-input.server.ts';
import { localizePath, resolveStoreView, safeRedirectPath } from '#app/lib/store-view.ts';
import { configuredProviders, finishLinkCall, finishSignInCall, startLinkCall, startSignInCall } from './social-calls.server.ts';
import { clearedSocialFlowCookie, readSocialFlow, socialFlowCookie } from './social-flow-cookie.server.ts';
import { customerToken, redirectWithSession, startSession } from './session.server.ts';

/** Sends the browser to the provider, remembering the flow (state, store, where to return) in a cookie. */
function toProvider(url: string, cookie: string): Response {
  return redirect(url, { status: 303, headers: { 'Set-Cookie': cookie } });
}

/**
 * `/social-login?provider=`: the API names the provider's address and the shop sends the browser there,
 * to sign in, or with `link=1` to link the provider to the signed-in account. Without a provider the
 * configured ones are listed. A refusal shows the API's text.
 */
export async function socialStartLoader(request: Request) {
  const storeView = resolveStoreView(request);
  const query = readQuery(request, socialStartQuerySchema);
  if (!query.provider) return { providers: await configuredProviders(), formError: null };
  const refused = async (status: number, message: string) => data({ providers: await configuredProviders(), formError: message }, { status });
  if (query.link) {
    const token = customerToken();
    if (!token) return refused(401, 'You need to be logged in to see this page');
    const started = await startLinkCall(token, query.provider);
    if (!started.ok) return refused(started.status, started.error.message);
    throw toProvider(started.result.url, socialFlowCookie({ state: started.result.state, store: storeView.storeCode, mode: 'link' }));
  }
  const started = await startSignInCall(query.provider);
  if (!started.ok) return refused(started.status, started.error.message);
  const redirectTo = query.redirectTo ? safeRedirectPath(query.redirectTo, '/my-account') : undefined;
  throw toProvider(started.result.url, socialFlowCookie({ state: started.result.state, store: storeView.storeCode, mode: 'sign-in', ...(redirectTo ? { redirectTo } : {}) }));
}

/**
 * The provider's answer at the shop's one return address. It is taken only with the flow cookie of the
 * browser that started it and a matching state; a sign-in then starts the session as a password does
 * (cookies, guest cart taken over) and a link returns to the security page. A refusal shows the API's text.
 */
export async function socialCallbackLoader(request: Request) {
  const query = readQuery(request, socialCallbackQuerySchema);
  const flow = readSocialFlow(request);
  const headers = { 'Set-Cookie': clearedSocialFlowCookie() };
  const storeView = STORE_VIEWS[(flow?.store ?? 'default') as StoreCode];
  const signInPath = localizePath('/login', storeView.urlPrefix);
  const refused = (status: number, message: string) => data({ message, signInPath }, { status, headers });
  if (!flow || !query.state || flow.state !== query.state) return refused(400, SocialLoginMessages.stateInvalid);
  if (query.error || !query.code) return refused(400, SocialLoginMessages.providerFailed);
  const answer = { state: query.state, code: query.code, iss: query.iss };
  if (flow.mode === 'link') {
    const token = customerToken();
    if (!token) return refused(401, 'You need to be logged in to see this page');
    const linked = await finishLinkCall(token, answer);
    if (!linked.ok) return refused(linked.status, linked.error.message);
    throw redirect(localizePath('/my-account/security', storeView.urlPrefix), { status: 303, headers });
  }
  const signedIn = await finishSignInCall(answer);
  if (!signedIn.ok) return refused(signedIn.status >= 500 ? 502 : signedIn.status, signedIn.message);
  const cookies = await startSession(request, storeView, signedIn.tokens);
  throw redirectWithSession(flow.redirectTo ?? '/my-account', storeView, [...cookies, clearedSocialFlowCookie()]);
}
