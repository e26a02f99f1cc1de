import { useActionData, useRouteLoaderData } from 'react-router';
import type { PaymentMethod } from '@encore/contracts';
import { paymentStyle } from './payment-style.ts';
import { useT } from '#app/i18n/use-t.ts';

/** Whether the checkout form pays by card (so the card must be checked and tokenised first). */
export function paysByCard(form: HTMLFormElement): boolean {
  return paymentStyle(String(new FormData(form).get('paymentMethod') ?? '')) === 'card';
}

/**
 * The payment methods the API offers for this cart and delivery, one chosen, and the checkout
 * attempt's order id. The id is made once by the page; the action hands it back after an answer that
 * may be retried (a timeout), and a fresh one after a refusal, so a resubmit of one attempt can never
 * pay twice.
 */
export function PaymentMethodChoice({ methods, value, onChange }: { methods: PaymentMethod[]; value: string; onChange: (code: string) => void }) {
  const t = useT();
  const loaderData = useRouteLoaderData('checkout') as { orderId?: string } | undefined;
  const actionData = useActionData() as { orderId?: string } | undefined;
  const orderId = actionData?.orderId ?? loaderData?.orderId ?? '';
  return (
    <fieldset className="payment-methods">
      <legend>{t('payment.method.legend')}</legend>
      <input type="hidden" name="orderId" value={orderId} />
      {methods.map((m) => {
        const redirect = paymentStyle(m.code) === 'redirect';
        return (
          <label key={m.code} className="payment-methods__option">
            <input type="radio" name="paymentMethod" value={m.code} checked={value === m.code} onChange={() => onChange(m.code)} aria-describedby={redirect ? 'payment-method-redirect-hint' : undefined} />{' '}
            {t(`payment.method.${m.code}`, undefined, m.title)}
          </label>
        );
      })}
      {paymentStyle(value) === 'redirect' && (
        <p id="payment-method-redirect-hint" className="payment-methods__hint">
          {t('payment.method.redirectHint')}
        </p>
      )}
    </fieldset>
  );
}
