import { useActionData, useRouteLoaderData } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';

/** The redirect method of the built-in test provider (stands for Swish or Klarna): no card, approved at the provider. */
export const REDIRECT_METHOD = 'test_redirect';

/** Whether the checkout form pays by card (so the card must be checked and tokenised first). */
export function paysByCard(form: HTMLFormElement): boolean {
  return new FormData(form).get('paymentMethod') !== REDIRECT_METHOD;
}

/**
 * The payment method (card, or approval at the provider) and the checkout attempt's order id. The id
 * is made once by the page; the action hands it back after an answer that may be retried (a timeout),
 * and a fresh one after a refusal, so a resubmit of one attempt can never pay twice.
 */
export function PaymentMethodChoice() {
  const t = useT();
  const loaderData = useRouteLoaderData('checkout') as { orderId?: string } | undefined;
  const actionData = useActionData() as { orderId?: string } | undefined;
  const orderId = actionData?.orderId ?? loaderData?.orderId ?? '';
  return (
    <fieldset className="payment-methods">
      <legend>{t('payment.method.legend')}</legend>
      <input type="hidden" name="orderId" value={orderId} />
      <label className="payment-methods__option">
        <input type="radio" name="paymentMethod" value="card" defaultChecked /> {t('payment.method.card')}
      </label>
      <label className="payment-methods__option">
        <input type="radio" name="paymentMethod" value={REDIRECT_METHOD} aria-describedby="payment-method-redirect-hint" /> {t('payment.method.redirect')}
      </label>
      <p id="payment-method-redirect-hint" className="payment-methods__hint">
        {t('payment.method.redirectHint')}
      </p>
    </fieldset>
  );
}
