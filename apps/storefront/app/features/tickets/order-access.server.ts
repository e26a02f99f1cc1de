import { orderAccessFormSchema, type StoreView } from '@encore/contracts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { readForm } from '#app/lib/request-input.server.ts';
import { guestOrderLink, lookupOrder, reviewInvitation, type LookedUpOrder } from './tickets-calls.server.ts';
import { validateOrderAccess, type OrderAccessErrors } from './order-access-rules.ts';

/** What the order forms show: the field errors, or the refusal, or the order's ticket link (and more). */
export interface OrderAccessData {
  values?: { orderNumber: string; email: string };
  fieldErrors?: OrderAccessErrors;
  formError?: string;
  downloadPath?: string;
  /** Paid on delivery: the tickets come by post once paid, so there is nothing to download. */
  payOnDelivery?: boolean;
  reviewUrl?: string;
  order?: LookedUpOrder;
}

type Outcome = { status: number; data: OrderAccessData };

/** A scripted form (js=1) gets its refusals with 200 and the reason in the body; a plain post keeps the status. */
const shown = (outcome: Outcome, js: boolean): Outcome => (js ? { ...outcome, status: 200 } : outcome);

/** The refusal for an unknown number and a wrong e-mail alike, and for too many tries. */
function refusal(status: number, storeView: StoreView, values: OrderAccessData['values']): Outcome {
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const id = status === 429 ? 'tickets.access.tooMany' : status === 404 ? 'tickets.access.notFound' : 'tickets.access.failed';
  return { status: status === 404 || status === 429 ? status : 400, data: { values, formError: intl.formatMessage({ id }) } };
}

/**
 * An order opened by number and e-mail: its signed ticket link, and what the page asks for besides
 * (the order itself for tracking, the review invitation after the purchase).
 */
export async function openOrder(request: Request, storeView: StoreView, want: { order?: boolean; review?: boolean }): Promise<Outcome> {
  const form = await readForm(request, orderAccessFormSchema);
  if (!form.ok) return { status: form.status, data: { formError: form.message } };
  const values = { orderNumber: form.value.orderNumber.trim().toUpperCase(), email: form.value.email.trim() };
  return shown(await openChecked(storeView, values, want), form.value.js === '1');
}

/** An order opened by number and an e-mail the page already knows (the buyer's, just after the purchase). */
export async function openChecked(storeView: StoreView, values: { orderNumber: string; email: string }, want: { order?: boolean; review?: boolean }): Promise<Outcome> {
  const fieldErrors = validateOrderAccess(values);
  if (Object.keys(fieldErrors).length) return { status: 400, data: { values, fieldErrors } };
  const email = values.email.toLowerCase();
  const link = await guestOrderLink(values.orderNumber, email);
  if (!link.ok) return refusal(link.status, storeView, values);
  const data: OrderAccessData = { values, downloadPath: link.result.downloadPath, ...(link.result.payOnDelivery ? { payOnDelivery: true } : {}) };
  if (want.order) {
    const order = await lookupOrder(values.orderNumber, email);
    if (!order.ok) return refusal(order.status, storeView, values);
    data.order = order.result;
  }
  if (want.review) {
    const invite = await reviewInvitation(values.orderNumber, { orderToken: link.result.orderToken });
    if (invite.ok && typeof invite.result === 'string') data.reviewUrl = invite.result;
  }
  return { status: 200, data };
}
