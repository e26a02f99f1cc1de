import type { PasskeySummary, LinkedIdentity, StoreView } from '@encore/contracts';
import { redirect } from 'react-router';
import { localizePath } from '#app/lib/store-view.ts';
import { refuse } from './account-answers.server.ts';
import { passkeysCall, removePasskeyCall } from './passkey-calls.server.ts';
import { configuredProviders, linksCall, unlinkCall } from './social-calls.server.ts';

type MethodForm = { intent: 'passkey-remove'; passkeyId: string } | { intent: 'social-unlink'; provider: string };

/**
 * The security page's ways to sign in beside the password: removing a passkey and unlinking a provider
 * (linking one is a link to the provider's start). The API refuses to remove the last way to sign in.
 */
export async function signInMethodAction(token: string, storeView: StoreView, form: MethodForm) {
  const done = () => redirect(localizePath('/my-account/security', storeView.urlPrefix), 303);
  if (form.intent === 'passkey-remove') {
    const removed = await removePasskeyCall(token, form.passkeyId);
    if (!removed.ok) return refuse(false, removed.status, { formError: removed.error.message });
    throw done();
  }
  const unlinked = await unlinkCall(token, form.provider);
  if (!unlinked.ok) return refuse(false, unlinked.status, { formError: unlinked.error.message });
  throw done();
}

/** What the security page lists: the passkeys, the linked providers and the providers that could be linked. */
export async function loadSignInMethods(token: string): Promise<{ passkeys: PasskeySummary[]; links: LinkedIdentity[]; providers: string[] }> {
  const [passkeys, links, providers] = await Promise.all([passkeysCall(token), linksCall(token), configuredProviders()]);
  return { passkeys: passkeys.ok ? passkeys.result : [], links: links.ok ? links.result : [], providers };
}
