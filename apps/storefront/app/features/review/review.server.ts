import { reviewFormSchema, type StoreView } from '@encore/contracts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { apiCall } from '#app/lib/api.server.ts';
import { readForm } from '#app/lib/request-input.server.ts';
import { validateReview, type ReviewErrors, type ReviewValues } from './review-rules.ts';

export interface ReviewActionData {
  values?: ReviewValues;
  fieldErrors?: ReviewErrors;
  formError?: string;
  saved?: boolean;
}

/** The API's refusals, as the page says them: a bad link, a second review, too many tries. */
const REFUSALS: Record<number, string> = { 403: 'review.error.badLink', 409: 'review.error.already', 429: 'review.error.tooMany' };

/** A review posted with its invitation token: checked field by field, then stored by the API (once per order). */
export async function submitReview(request: Request, storeView: StoreView, token: string): Promise<{ status: number; data: ReviewActionData }> {
  const form = await readForm(request, reviewFormSchema);
  if (!form.ok) return { status: form.status, data: { formError: form.message } };
  const values: ReviewValues = { rating: form.value.rating, title: form.value.title, text: form.value.text, nickname: form.value.nickname };
  const js = form.value.js === '1';
  const fieldErrors = validateReview(values);
  if (Object.keys(fieldErrors).length) return { status: js ? 200 : 400, data: { values, fieldErrors } };
  const r = await apiCall<{ id: number }>('/api/review/create', {
    method: 'POST',
    body: { token, rating: Number(values.rating), title: values.title.trim(), text: values.text.trim(), nickname: values.nickname.trim() },
    token: null,
  });
  if (r.ok) return { status: 200, data: { saved: true } };
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const status = js ? 200 : REFUSALS[r.status] ? r.status : 400;
  return { status, data: { values, formError: intl.formatMessage({ id: REFUSALS[r.status] ?? 'review.error.failed' }) } };
}
