import { createPasswordFormSchema, forgotPasswordFormSchema, registerFormSchema, signInFormSchema, UserErrorCodes } from '@encore/contracts';
import { data } from 'react-router';
import { readForm } from '#app/lib/request-input.server.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';
import type { AccountActionData } from './account-action-data.ts';
import { createPasswordCall, registerCall, resetPasswordCall, signInCall } from './account-calls.server.ts';
import { hasErrors, validateForgotPassword, validateNewPassword, validateRegister, validateSignIn } from './account-validation.ts';
import { refuseCrossSite } from './same-site.server.ts';
import { redirectWithSession, startSession } from './session.server.ts';

/**
 * The sign-in element's actions (sign in, register, forgotten password, new password from a reset link).
 * Input that cannot be read is a 4xx; a refusal is answered with its reason, with 200 to a script
 * (`js=1`, which shows it in place) and with its status to a plain form post. A new session reloads the page.
 */
const refuse = (js: boolean, status: number, body: AccountActionData) => data(body, { status: js ? 200 : status });
const unreadable = (r: { status: number; message: string }) => data<AccountActionData>({ formError: r.message }, { status: r.status });
const AFTER_SIGN_IN = '/my-account';

export async function signInAction(request: Request) {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, signInFormSchema);
  if (!form.ok) return unreadable(form);
  const { email, password, js, redirectTo } = form.value;
  const values = { email };
  const fieldErrors = validateSignIn(form.value);
  if (hasErrors(fieldErrors)) return refuse(js === '1', 400, { fieldErrors, values });
  const signedIn = await signInCall(email, password);
  if (!signedIn.ok) return refuse(js === '1', signedIn.status, { formError: signedIn.message, values });
  throw redirectWithSession(redirectTo ?? AFTER_SIGN_IN, storeView, await startSession(request, storeView, signedIn.tokens));
}

export async function registerAction(request: Request) {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, registerFormSchema);
  if (!form.ok) return unreadable(form);
  const { firstname, lastname, email, password, js, redirectTo } = form.value;
  const values = { firstname, lastname, email };
  const fieldErrors = validateRegister(form.value);
  if (hasErrors(fieldErrors)) return refuse(js === '1', 400, { fieldErrors, values });
  const created = await registerCall(storeView, { firstname, lastname, email, password });
  if (!created.ok) return refuse(js === '1', created.status, { formError: created.error.message, values });
  // A new customer is signed in straight away.
  const signedIn = await signInCall(email, password);
  if (!signedIn.ok) return refuse(js === '1', signedIn.status, { formError: signedIn.message, values });
  throw redirectWithSession(redirectTo ?? AFTER_SIGN_IN, storeView, await startSession(request, storeView, signedIn.tokens));
}

/** The answer is the same whether or not the address has an account, so it tells nobody who is a customer. */
export async function forgotPasswordAction(request: Request) {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, forgotPasswordFormSchema);
  if (!form.ok) return unreadable(form);
  const { email, js } = form.value;
  const fieldErrors = validateForgotPassword(form.value);
  if (hasErrors(fieldErrors)) return refuse(js === '1', 400, { fieldErrors, values: { email } });
  const asked = await resetPasswordCall(storeView, email);
  if (!asked.ok) return refuse(js === '1', asked.status, { formError: asked.error.message, values: { email } });
  return data<AccountActionData>({ sent: true, values: { email: email.trim() } });
}

/** A new password from a reset link; the customer is signed in with it. */
export async function createPasswordAction(request: Request, link: { token: string; email: string }) {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, createPasswordFormSchema);
  if (!form.ok) return unreadable(form);
  const { password, js } = form.value;
  const fieldErrors = validateNewPassword(form.value);
  if (hasErrors(fieldErrors)) return refuse(js === '1', 400, { fieldErrors });
  const created = await createPasswordCall(link.email, password, link.token);
  if (!created.ok) return refuse(js === '1', created.error.errorCode === UserErrorCodes.resetTokenInvalid ? 400 : created.status, { formError: created.error.message });
  const signedIn = await signInCall(link.email, password);
  if (!signedIn.ok) return refuse(js === '1', signedIn.status, { formError: signedIn.message });
  throw redirectWithSession(AFTER_SIGN_IN, storeView, await startSession(request, storeView, signedIn.tokens));
}
