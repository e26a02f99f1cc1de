import { data } from 'react-router';
import type { AccountActionData } from './account-action-data.ts';

/**
 * How the account pages' actions answer when they do not move on. A refusal goes with 200 to a script
 * (`js=1`, which shows it in place) and with its status to a plain form post; a form that cannot be
 * read keeps its 4xx; a visitor whose session has ended is told so with 401.
 */
export const refuse = (js: boolean, status: number, body: AccountActionData) => data(body, { status: js ? 200 : status });
export const unreadable = (r: { status: number; message: string }) => data<AccountActionData>({ formError: r.message }, { status: r.status });
export const notSignedIn = () => data<AccountActionData>({ formErrorId: 'account.signedOut' }, { status: 401 });
