import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/**
 * The browser's side of passkeys: the shop's action gives the options, the authenticator answers them,
 * and the answer goes back to the action as it is. Answers `{redirectTo}` or throws with the shop's text.
 */
async function post(action: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new PasskeyRefusal(typeof body.message === 'string' ? body.message : '');
  return body;
}

export class PasskeyRefusal extends Error {}

export const passkeysSupported = () => browserSupportsWebAuthn();

export async function signInWithPasskey(action: string, redirectTo: string | undefined): Promise<string> {
  const options = await post(action, { intent: 'options' });
  const credential = await startAuthentication({ optionsJSON: options as never });
  const done = await post(action, { intent: 'authenticate', credential: JSON.stringify(credential), ...(redirectTo ? { redirectTo } : {}) });
  return String(done.redirectTo);
}

export async function addPasskey(action: string, name: string): Promise<string> {
  const options = await post(action, { intent: 'options' });
  const credential = await startRegistration({ optionsJSON: options as never });
  const done = await post(action, { intent: 'register', credential: JSON.stringify(credential), name });
  return String(done.redirectTo);
}
