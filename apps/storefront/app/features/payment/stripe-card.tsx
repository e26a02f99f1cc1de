import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useT } from '#app/i18n/use-t.ts';
import type { TokenizeResult } from '#app/features/checkout/tokenize-card.ts';

/** What the checkout asks of the Stripe card fields on submit: a PaymentMethod id for the order. */
export interface StripeCardHandle {
  createToken(fallbackMessage: string): Promise<TokenizeResult>;
}

interface Props {
  publishableKey: string;
  /** The total the pay button shows, minor units, and its currency: Stripe shows wallets for it. */
  amount: number;
  currency: string;
  locale: string;
  ref?: Ref<StripeCardHandle>;
}

/**
 * Card entry with Stripe's Payment Element (Stripe.js is loaded from Stripe, only on this step and only
 * when the shop is configured for Stripe; the card number never touches the shop). On submit it makes a
 * PaymentMethod, whose id goes with the order like the test provider's token; the API then confirms the
 * PaymentIntent, and a 3-D Secure challenge comes back as the provider's page to go to.
 */
export function StripeCard({ publishableKey, amount, currency, locale, ref }: Props) {
  const t = useT();
  const mount = useRef<HTMLDivElement>(null);
  const parts = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey, { locale: locale.slice(0, 2) as 'sv' }))
      .then((stripe) => {
        if (cancelled || !stripe || !mount.current) return;
        const elements = stripe.elements({ mode: 'payment', amount, currency: currency.toLowerCase(), paymentMethodCreation: 'manual', allowedPaymentMethodTypes: ['card'] });
        elements.create('payment').mount(mount.current);
        parts.current = { stripe, elements };
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      parts.current?.elements.getElement('payment')?.destroy();
      parts.current = null;
    };
  }, [publishableKey, amount, currency, locale]);

  useImperativeHandle(ref, () => ({
    async createToken(fallbackMessage) {
      const p = parts.current;
      if (!p) return { ok: false, message: fallbackMessage };
      const checked = await p.elements.submit();
      if (checked.error) return { ok: false, message: checked.error.message ?? fallbackMessage };
      const made = await p.stripe.createPaymentMethod({ elements: p.elements });
      if (made.error || !made.paymentMethod) return { ok: false, message: made.error?.message ?? fallbackMessage };
      return { ok: true, token: made.paymentMethod.id };
    },
  }));

  return (
    <div className="stripe-card">
      <div ref={mount} data-testid="stripe-card" />
      {failed && <p className="form-error">{t('payment.stripe.unavailable')}</p>}
    </div>
  );
}
