import { profileFormSchema, securityPageFormSchema, type CustomerProfile, type CustomerSession, type StoreView } from '@encore/contracts';
import { data, redirect } from 'react-router';
import { endedSessionCookies } from '#server/session-cookies.js';
import { readForm } from '#app/lib/request-input.server.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';
import { notSignedIn, refuse, unreadable } from './account-answers.server.ts';
import { changePasswordCall, endSessionCall, profileCall, sessionsCall, signInCall, updateProfileCall } from './account-calls.server.ts';
import { hasErrors, validatePasswordChange, validateProfile } from './account-validation.ts';
import { refuseCrossSite } from './same-site.server.ts';
import { signInMethodAction } from './sign-in-methods.server.ts';
import { customerToken, redirectWithSession, startSession } from './session.server.ts';

/**
 * The signed-in customer of an account page, or null for a guest. A token the API refuses (the session
 * was ended elsewhere) signs the visitor out here and now: the same page is loaded again as a guest,
 * with the sign-in open.
 */
export async function currentCustomer(request: Request, storeView: StoreView): Promise<{ token: string; profile: CustomerProfile } | null> {
  const token = customerToken();
  if (!token) return null;
  const me = await profileCall(token);
  if (me.ok) return { token, profile: me.result };
  if (me.status === 401) {
    const url = new URL(request.url);
    throw redirectWithSession(url.pathname.replace(/\.data$/, '') + url.search, storeView, endedSessionCookies('refused'));
  }
  throw data(null, { status: me.status >= 500 ? 503 : me.status });
}


/** Names and e-mail address; a saved profile shows the shop's confirmation on the page. */
export async function profileAction(request: Request) {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, profileFormSchema);
  if (!form.ok) return unreadable(form);
  const customer = await currentCustomer(request, storeView);
  if (!customer) return notSignedIn();
  const { firstname, lastname, email, js } = form.value;
  const values = { firstname, lastname, email };
  const fieldErrors = validateProfile(form.value, customer.profile.email);
  if (hasErrors(fieldErrors)) return refuse(js === '1', 400, { fieldErrors, values });
  const saved = await updateProfileCall(customer.token, { firstname: firstname.trim(), lastname: lastname.trim(), email: email.trim() });
  if (!saved.ok) return refuse(js === '1', saved.status, { formError: saved.error.message, values });
  throw redirect(localizePath('/my-account?saved=profile', storeView.urlPrefix), 303);
}

/**
 * Password change (which ends every session, so the shop signs in again with the new password) and
 * ending another signed-in session.
 */
export async function securityAction(request: Request) {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, securityPageFormSchema);
  if (!form.ok) return unreadable(form);
  const customer = await currentCustomer(request, storeView);
  if (!customer) return notSignedIn();
  if (form.value.intent === 'passkey-remove' || form.value.intent === 'social-unlink') return signInMethodAction(customer.token, storeView, form.value);
  const js = form.value.js === '1';
  if (form.value.intent === 'end-session') {
    const ended = await endSessionCall(customer.token, form.value.sessionId);
    if (!ended.ok) return refuse(js, ended.status, { formError: ended.error.message });
    throw redirect(localizePath('/my-account/security', storeView.urlPrefix), 303);
  }
  const fieldErrors = validatePasswordChange(form.value);
  if (hasErrors(fieldErrors)) return refuse(js, 400, { fieldErrors });
  const changed = await changePasswordCall(customer.token, form.value.currentPassword, form.value.password);
  if (!changed.ok) return refuse(js, changed.status, { formError: changed.error.message });
  const signedIn = await signInCall(customer.profile.email, form.value.password);
  if (!signedIn.ok) return refuse(js, signedIn.status, { formError: signedIn.message });
  throw redirectWithSession('/my-account/security?saved=password', storeView, await startSession(request, storeView, signedIn.tokens));
}

export async function loadSessions(token: string): Promise<CustomerSession[]> {
  const r = await sessionsCall(token);
  return r.ok ? r.result : [];
}
