import { passkeyAddFormSchema, passkeySignInFormSchema } from '@encore/contracts';
import { readForm } from '#app/lib/request-input.server.ts';
import { localizePath, resolveStoreView, safeRedirectPath } from '#app/lib/store-view.ts';
import { currentCustomer } from './account-pages.server.ts';
import { authenticationBody, authenticationOptionsCall, passkeySignInCall, registerPasskeyCall, registrationBody, registrationOptionsCall } from './passkey-calls.server.ts';
import { refuseCrossSite } from './same-site.server.ts';
import { startSession } from './session.server.ts';

/**
 * The passkey steps a page's script takes: fetch the options, hand them to the browser's
 * authenticator as they are, post its answer back. Every answer is JSON for that script; a refusal
 * carries the API's text as `message`, and bad input is a 4xx.
 */
const refusal = (status: number, message: string) => Response.json({ message }, { status: status >= 500 ? 502 : status, headers: { 'cache-control': 'no-store' } });
const answer = (body: unknown, headers: Headers = new Headers()) => {
  headers.set('cache-control', 'no-store');
  return Response.json(body, { headers });
};

/** Signing in with a passkey starts the same session as a password: the same cookies, the guest cart taken over. */
export async function passkeySignInAction(request: Request): Promise<Response> {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, passkeySignInFormSchema);
  if (!form.ok) return refusal(form.status, form.message);
  if (form.value.intent === 'options') {
    const options = await authenticationOptionsCall();
    return options.ok ? answer(options.result) : refusal(options.status, options.error.message);
  }
  const body = authenticationBody(form.value.credential);
  if (!body) return refusal(400, 'credential: Not a passkey answer');
  const signedIn = await passkeySignInCall(body);
  if (!signedIn.ok) return refusal(signedIn.status, signedIn.message);
  const headers = new Headers();
  for (const cookie of await startSession(request, storeView, signedIn.tokens)) headers.append('Set-Cookie', cookie);
  return answer({ redirectTo: localizePath(safeRedirectPath(form.value.redirectTo, '/my-account'), storeView.urlPrefix) }, headers);
}

/** Adding a passkey to the signed-in customer's account (named by them, or by the API's default). */
export async function passkeyAddAction(request: Request): Promise<Response> {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  const form = await readForm(request, passkeyAddFormSchema);
  if (!form.ok) return refusal(form.status, form.message);
  const customer = await currentCustomer(request, storeView);
  if (!customer) return refusal(401, 'You need to be logged in to see this page');
  if (form.value.intent === 'options') {
    const options = await registrationOptionsCall(customer.token);
    return options.ok ? answer(options.result) : refusal(options.status, options.error.message);
  }
  const body = registrationBody(form.value.credential, form.value.name);
  if (!body) return refusal(400, 'credential: Not a passkey answer');
  const saved = await registerPasskeyCall(customer.token, body);
  return saved.ok ? answer({ redirectTo: localizePath('/my-account/security?saved=passkey', storeView.urlPrefix) }) : refusal(saved.status, saved.error.message);
}

