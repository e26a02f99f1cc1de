import { data } from 'react-router';
import { checkInFormSchema, type CheckInResult, type StoreView } from '@encore/contracts';
import { refuseCrossSite } from '#app/features/account/same-site.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { apiCall } from '#app/lib/api.server.ts';
import { readForm } from '#app/lib/request-input.server.ts';
import { readCheckIn, type CheckInOutcome } from './check-in-result.ts';
import { clearStaffToken, commitStaffToken, readStaffToken } from './staff-cookie.server.ts';

export interface CheckInActionData {
  /** A sign-in or a scan the door could not make: the reason, in the store's language. */
  formError?: string;
  outcome?: CheckInOutcome;
  /** The code as scanned or typed, so the result names what it is about. */
  code?: string;
}

const STAFF_TOKEN_TEXT = /^[\x21-\x7e]+$/;
const staffCheck = (token: string) => apiCall<{ staff: boolean }>('/api/ext/ticket/staff', { token });
const checkInCall = (token: string, code: string) => apiCall<CheckInResult>('/api/ext/ticket/check-in', { method: 'POST', body: { code }, token });

/** Whether the request comes from a signed-in scanner (its staff token is checked again at every scan). */
export async function staffSignedIn(request: Request): Promise<boolean> {
  return (await readStaffToken(request)) !== null;
}

/**
 * The door's three actions: sign in with a staff token (kept only when the API accepts it), check a
 * code in, and sign out. A staff token the API stops accepting signs the scanner out.
 */
export async function checkInAction(request: Request, storeView: StoreView) {
  refuseCrossSite(request);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const say = (id: string) => intl.formatMessage({ id });
  const form = await readForm(request, checkInFormSchema);
  if (!form.ok) return data<CheckInActionData>({ formError: form.message }, { status: form.status });
  const input = form.value;
  if (input.intent === 'sign-out') return data<CheckInActionData>({}, { headers: { 'Set-Cookie': await clearStaffToken() } });
  if (input.intent === 'sign-in') {
    const token = input.staffToken.trim();
    const js = input.js === '1';
    if (!token) return data<CheckInActionData>({ formError: say('checkIn.error.tokenRequired') }, { status: js ? 200 : 400 });
    // A token travels in a header: anything but printable ASCII cannot be one, and is refused before any call.
    const r = STAFF_TOKEN_TEXT.test(token) ? await staffCheck(token) : { ok: false as const, status: 401 };
    if (!r.ok) return data<CheckInActionData>({ formError: say(r.status === 429 ? 'checkIn.error.tooMany' : 'checkIn.error.badToken') }, { status: js ? 200 : r.status === 429 ? 429 : 401 });
    return data<CheckInActionData>({}, { headers: { 'Set-Cookie': await commitStaffToken(token) } });
  }
  const token = await readStaffToken(request);
  if (!token) return data<CheckInActionData>({ formError: say('checkIn.error.signedOut') }, { status: 401 });
  const code = input.code.trim();
  if (!code) return data<CheckInActionData>({ formError: say('checkIn.error.codeRequired') }, { status: input.js === '1' ? 200 : 400 });
  const r = await checkInCall(token, code);
  if (!r.ok && r.status === 401) return data<CheckInActionData>({ formError: say('checkIn.error.signedOut') }, { status: 401, headers: { 'Set-Cookie': await clearStaffToken() } });
  const outcome = readCheckIn(r.status, r.ok ? r.result : r.error);
  if (!outcome) return data<CheckInActionData>({ formError: say(r.status === 429 ? 'checkIn.error.tooMany' : 'checkIn.error.failed'), code }, { status: r.status === 429 ? 429 : 400 });
  // The scanner's script gets every verdict with 200 (the door's news, not a broken request); a plain post keeps the API's status.
  return data<CheckInActionData>({ outcome, code }, { status: input.js === '1' ? 200 : r.status });
}
