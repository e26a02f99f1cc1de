import { socialCallbackQuerySchema, socialSignInFormSchema, SocialLoginMessages, STORE_VIEWS, type StoreCode } from '@encore/contracts';
import { data, redirect } from 'react-router';
import { readForm, readQuery } from '#app/lib/request-input.server.ts';
import { localizePath, resolveStoreView, safeRedirectPath } from '#app/lib/store-view.ts';
import { unreadable } from './account-answers.server.ts';
import { finishLinkCall, finishSignInCall, startLinkCall, startSignInCall } from './social-calls.server.ts';
import { clearedSocialFlowCookie, readSocialFlow, socialFlowCookie } from './social-flow-cookie.server.ts';
import { refuseCrossSite } from './same-site.server.ts';
import { customerToken, redirectWithSession, startSession } from './session.server.ts';

/** Sends the browser to the provider, remembering the flow (state, store, where to return) in a cookie. */
function toProvider(url: string, cookie: string): Response {
  return redirect(url, { status: 303, headers: { 'Set-Cookie': cookie } });
}

/** 'Sign in with <provider>': the API names the provider's address; the shop sends the customer there. */
export async function socialSignInAction(request: Request) {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, socialSignInFormSchema);
  if (!form.ok) return unreadable(form);
  const started = await startSignInCall(form.value.provider);
  if (!started.ok) return data({ formError: started.error.message }, { status: started.status });
  const redirectTo = form.value.redirectTo ? safeRedirectPath(form.value.redirectTo, '/my-account') : undefined;
  throw toProvider(started.result.url, socialFlowCookie({ state: started.result.state, store: storeView.storeCode, mode: 'sign-in', ...(redirectTo ? { redirectTo } : {}) }));
}

/** Linking a provider to the signed-in customer's account starts the same way, in link mode. */
export async function startLink(token: string, provider: string, storeCode: StoreCode) {
  const started = await startLinkCall(token, provider);
  if (!started.ok) return started;
  throw toProvider(started.result.url, socialFlowCookie({ state: started.result.state, store: storeCode, mode: 'link' }));
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
