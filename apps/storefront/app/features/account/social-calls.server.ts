import type { LinkedIdentity, SocialLoginStart } from '@encore/contracts';
import { apiCall } from '#app/lib/api.server.ts';
import { signedInTokens } from './account-calls.server.ts';

/** The API's social-login calls; tokens come from the visitor's cookie, never from the browser. */
export interface ProviderAnswer {
  state: string;
  code: string;
  iss?: string | undefined;
}

const finishBody = (a: ProviderAnswer) => ({ state: a.state, code: a.code, ...(a.iss ? { iss: a.iss } : {}) });

export const providersCall = () => apiCall<string[]>('/api/ext/social-login/providers', { token: null });
export const startSignInCall = (provider: string) => apiCall<SocialLoginStart>('/api/ext/social-login/auth', { method: 'POST', body: { provider }, token: null });
export const finishSignInCall = async (a: ProviderAnswer) => signedInTokens(await apiCall<string>('/api/ext/social-login/callback', { method: 'POST', body: finishBody(a), token: null }));
export const linksCall = (token: string) => apiCall<LinkedIdentity[]>('/api/ext/social-login/links', { token });
export const startLinkCall = (token: string, provider: string) => apiCall<SocialLoginStart>('/api/ext/social-login/link', { method: 'POST', body: { provider }, token });
export const finishLinkCall = (token: string, a: ProviderAnswer) => apiCall<unknown>('/api/ext/social-login/link/callback', { method: 'POST', body: finishBody(a), token });
export const unlinkCall = (token: string, provider: string) => apiCall<unknown>('/api/ext/social-login/unlink', { method: 'POST', body: { provider }, token });

/** The configured providers change only with the API's configuration: asked at most once a minute. */
const PROVIDERS_TTL_MS = 60_000;
let cached: { at: number; names: string[] } | undefined;

export async function configuredProviders(): Promise<string[]> {
  if (cached && Date.now() - cached.at < PROVIDERS_TTL_MS) return cached.names;
  const r = await providersCall().catch(() => null);
  const names = r?.ok && Array.isArray(r.result) ? r.result.filter((n) => typeof n === 'string' && /^[a-z0-9]{1,32}$/.test(n)) : [];
  if (r?.ok) cached = { at: Date.now(), names };
  return names;
}
