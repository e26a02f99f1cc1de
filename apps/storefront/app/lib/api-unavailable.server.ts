import { data } from 'react-router';
import type { StoreView } from '@encore/contracts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { ApiUnavailableError } from './api.server.ts';

/** The status of a page or form whose data the API cannot give right now. */
export const UNAVAILABLE_STATUS = 503;

/** Whether an error means the API is down or failing (no answer, or a 5xx), rather than a fault of the storefront. */
export function isApiUnavailable(error: unknown): error is ApiUnavailableError {
  return error instanceof ApiUnavailableError && error.status >= 500;
}

/** What the visitor reads when the API is down, in the store's language. */
export function unavailableMessage(storeView: StoreView): string {
  return serverIntl(storeView.i18n.defaultLocale).formatMessage({ id: 'layout.unavailable.text' });
}

/**
 * Runs a page loader. When the API is down or answers 5xx the page answers 503 and the error page
 * says so in the store's language, instead of the generic error page of a storefront fault.
 */
export async function orUnavailable<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isApiUnavailable(error)) throw error;
    console.error('[page] API unavailable:', error.message);
    throw data(null, { status: UNAVAILABLE_STATUS });
  }
}
