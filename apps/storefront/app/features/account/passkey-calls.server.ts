import { passkeyAuthenticateBodySchema, passkeyRegisterBodySchema, type PasskeySummary } from '@encore/contracts';
import { apiCall } from '#app/lib/api.server.ts';
import { signedInTokens } from './account-calls.server.ts';

/**
 * The API's passkey calls, made by the storefront with the customer's token from its cookie, so the
 * browser never holds a token. The WebAuthn JSON the browser made is checked against the API's own
 * schemas here first: what would not pass there is a 400 here.
 */
export const registrationOptionsCall = (token: string) => apiCall<unknown>('/api/user/passkeys/registration-options', { method: 'POST', body: {}, token });
export const passkeysCall = (token: string) => apiCall<PasskeySummary[]>('/api/user/passkeys', { token });
export const removePasskeyCall = (token: string, id: string) => apiCall<boolean>(`/api/user/passkeys/${id}`, { method: 'DELETE', token });
export const authenticationOptionsCall = () => apiCall<unknown>('/api/user/passkeys/authentication-options', { method: 'POST', body: {}, token: null });

/** The browser's answer as JSON text, parsed and checked; null when it is not one. */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function registrationBody(credentialText: string, name: string) {
  const trimmed = name.trim();
  const parsed = passkeyRegisterBodySchema.safeParse({ credential: parsedJson(credentialText), ...(trimmed ? { name: trimmed } : {}) });
  return parsed.success ? parsed.data : null;
}

export function authenticationBody(credentialText: string) {
  const parsed = passkeyAuthenticateBodySchema.safeParse({ credential: parsedJson(credentialText) });
  return parsed.success ? parsed.data : null;
}

export const registerPasskeyCall = (token: string, body: NonNullable<ReturnType<typeof registrationBody>>) =>
  apiCall<PasskeySummary>('/api/user/passkeys/register', { method: 'POST', body, token });

export const passkeySignInCall = async (body: NonNullable<ReturnType<typeof authenticationBody>>) =>
  signedInTokens(await apiCall<string>('/api/user/passkeys/authenticate', { method: 'POST', body, token: null }));
