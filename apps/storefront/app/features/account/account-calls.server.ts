import type { CustomerProfile, CustomerSession, StoreView } from '@encore/contracts';
import { apiCall, type ApiResult } from '#app/lib/api.server.ts';

/** The account calls of the API. Tokens are passed explicitly: the visitor's may be the one being replaced. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** A sign-in: the access token is the result, the refresh token comes in the envelope's meta. */
export type SignInResult = { ok: true; tokens: SessionTokens } | { ok: false; status: number; message: string };

export async function signInCall(email: string, password: string): Promise<SignInResult> {
  return signedInTokens(await apiCall<string>('/api/user/login', { method: 'POST', body: { username: email.trim(), password }, token: null }));
}

/** Every way of signing in (password, passkey, provider) answers alike: the access token, the refresh token in meta. */
export function signedInTokens(r: ApiResult<string>): SignInResult {
  if (!r.ok) return { ok: false, status: r.status, message: r.error.message };
  const refreshToken = (r.meta as { refreshToken?: unknown } | undefined)?.refreshToken;
  if (typeof r.result !== 'string' || typeof refreshToken !== 'string') return { ok: false, status: 502, message: 'Something went wrong' };
  return { ok: true, tokens: { accessToken: r.result, refreshToken } };
}

export const registerCall = (storeView: StoreView, c: { firstname: string; lastname: string; email: string; password: string }) =>
  apiCall<CustomerProfile>('/api/user/create', {
    method: 'POST',
    body: { customer: { email: c.email.trim(), firstname: c.firstname.trim(), lastname: c.lastname.trim(), storeId: storeView.storeId }, password: c.password },
    token: null,
  });

export const signOutCall = (token: string) => apiCall<boolean>('/api/user/logout', { method: 'POST', body: {}, token });
export const profileCall = (token: string) => apiCall<CustomerProfile>('/api/user/me', { token });
export const updateProfileCall = (token: string, customer: { firstname: string; lastname: string; email: string }) =>
  apiCall<CustomerProfile>('/api/user/me', { method: 'POST', body: { customer }, token });
export const changePasswordCall = (token: string, currentPassword: string, newPassword: string) =>
  apiCall<boolean>('/api/user/change-password', { method: 'POST', body: { currentPassword, newPassword }, token });
export const resetPasswordCall = (storeView: StoreView, email: string) =>
  apiCall<boolean>('/api/user/reset-password', { method: 'POST', query: { storeCode: storeView.storeCode }, body: { email: email.trim() }, token: null });
export const createPasswordCall = (email: string, newPassword: string, resetToken: string) =>
  apiCall<boolean>('/api/user/create-password', { method: 'POST', body: { email, newPassword, resetToken }, token: null });
export const sessionsCall = (token: string) => apiCall<CustomerSession[]>('/api/user/sessions', { token });
export const endSessionCall = (token: string, sessionId: string): Promise<ApiResult<boolean>> =>
  apiCall<boolean>(`/api/user/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE', token });
