import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { ORDER_PROCESSING_TEXT } from '@encore/contracts';
import { useT } from '#app/i18n/use-t.ts';
import { FieldNotes } from '#app/lib/field-notes.tsx';
import { DETAIL_FIELDS, STEP_FIELDS, stepOf, validateCheckoutDetails, type CheckoutDetails, type CheckoutStep, type DetailsField } from '#app/features/checkout-steps/checkout-rules.ts';
import type { CheckoutStepsData } from '#app/features/checkout-steps/checkout-steps.server.ts';
import { FieldsContext, type FieldsApi } from '#app/features/checkout-steps/fields.tsx';
import { shippingKey, type OrderSummary } from '#app/features/checkout-steps/order-summary.ts';
import { useStepFlow } from '#app/features/checkout-steps/step-flow.ts';
import { BillingStep } from '#app/features/checkout-steps/steps/billing-step.tsx';
import { CashOnDeliveryPanel } from '#app/features/checkout-steps/steps/cash-on-delivery.tsx';
import { DeliveryStep } from '#app/features/checkout-steps/steps/delivery-step.tsx';
import { PersonalStep, useCreateAccount } from '#app/features/checkout-steps/steps/personal-step.tsx';
import { StepSection } from '#app/features/checkout-steps/steps/step-section.tsx';
import { SummaryStep } from '#app/features/checkout-steps/steps/summary-step.tsx';
import { readDetails, useSavedDetails } from '#app/features/checkout-steps/use-saved-details.ts';
import '#app/features/checkout-steps/checkout-steps.css';
import { tokenizeCard, type PaymentFor } from './tokenize-card.ts';
import { PaymentMethodChoice, paysByCard } from '#app/features/payment/payment-method-choice.tsx';
import { paymentStyle } from '#app/features/payment/payment-style.ts';
import { StripeCard, type StripeCardHandle } from '#app/features/payment/stripe-card.tsx';
import { useStoreView } from '#app/lib/root-data.ts';
import { defaultPaymentCode, paymentChoices } from '#app/features/checkout-steps/payment-offer.ts';
import { validateCard, type CardField, type FieldErrors } from './validation.ts';

export interface CheckoutActionData {
  formError?: string;
  fieldErrors?: FieldErrors<DetailsField>;
  values?: Partial<CheckoutDetails>;
}

type AnyField = DetailsField | CardField;

const CARD_FIELDS: CardField[] = ['number', 'expiry', 'cvc'];
/** Screen order: the steps' fields, with the card in the payment step before the terms. */
const FIELD_ORDER: AnyField[] = [...DETAIL_FIELDS.filter((f) => f !== 'terms'), ...CARD_FIELDS, 'terms'];
const fieldsOfStep = (step: CheckoutStep): AnyField[] => (step === 'payment' ? CARD_FIELDS : [...STEP_FIELDS[step]]);

interface ShippingChoice {
  value: string;
  onChange: (key: string) => void;
}

/**
 * The checkout steps (personal details, billing address, delivery, card, summary with the terms). On
 * submit (browser): every field rule, then the card is tokenised at the payment provider, then the
 * details and the token (hidden `paymentToken`) are posted to the checkout action, which checks the
 * same rules again. Card fields have no `name`, so they are never part of any request to the storefront
 * server. The token is made for this cart and the total on the pay button (`payment`).
 */
export function CheckoutForm({
  actionData,
  totalLabel,
  payment,
  steps,
  shipping,
  summary,
}: {
  actionData: CheckoutActionData | undefined;
  totalLabel: string;
  payment: PaymentFor;
  steps: CheckoutStepsData;
  shipping: ShippingChoice;
  summary: OrderSummary | null;
}) {
  const t = useT();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors<AnyField>>({});
  const [clientFormError, setClientFormError] = useState<string | null>(null);
  const defaults = useMemo(() => ({ ...steps.defaults, ...(actionData?.values ?? {}) }), [steps.defaults, actionData?.values]);
  const [createAccount, setCreateAccount] = useCreateAccount(defaults.createAccount);
  // The methods follow the delivery chosen on this page (cash on delivery only for postal delivery).
  const paymentMethods = paymentChoices(steps.paymentMethods, steps.shippingMethods.find((m) => shippingKey(m) === shipping.value), steps.virtualCart);
  const [chosenPayment, setChosenPayment] = useState(() => defaultPaymentCode(paymentMethods));
  const paymentCode = paymentMethods.some((m) => m.code === chosenPayment) ? chosenPayment : defaultPaymentCode(paymentMethods);
  const stripeCard = useRef<StripeCardHandle>(null);
  const storeView = useStoreView();
  const serverBusy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const busy = tokenizing || serverBusy;

  // A new server answer replaces local messages.
  useEffect(() => {
    if (actionData) {
      setClientFormError(null);
      setClientErrors({});
    }
  }, [actionData]);

  const errors: FieldErrors<AnyField> = { ...(actionData?.fieldErrors ?? {}), ...clientErrors };
  const formError = clientFormError ?? actionData?.formError ?? null;

  // Bring a new form-level error (e.g. a declined card) into view and focus.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formError && alertRef.current) {
      alertRef.current.focus({ preventScroll: true });
      alertRef.current.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  }, [formError, actionData]);

  const readCard = (form: HTMLFormElement) => {
    // namedItem matches ids too: card inputs are found by id, they have no name.
    const v = (name: CardField) => (form.elements.namedItem(fieldId(name)) as HTMLInputElement | null)?.value ?? '';
    return { number: v('number'), expiry: v('expiry'), cvc: v('cvc') };
  };

  const allErrors = useCallback(
    // The card is checked only when it pays; the redirect method is approved at the provider.
    (form: HTMLFormElement): FieldErrors<AnyField> => ({ ...validateCheckoutDetails(readDetails(form), { signedIn: steps.signedIn }), ...(paysByCard(form) ? validateCard(readCard(form)) : {}) }),
    [steps.signedIn],
  );

  const validateField = (name: AnyField, form: HTMLFormElement) => {
    const all = allErrors(form);
    setClientErrors((prev) => {
      const next = { ...prev };
      if (all[name]) next[name] = all[name];
      else delete next[name];
      return next;
    });
  };

  /** Shows the errors of one step's fields and answers the first of them. */
  const checkStep = useCallback(
    (step: CheckoutStep): string | undefined => {
      const form = formRef.current;
      if (!form) return undefined;
      const all = allErrors(form);
      const names = fieldsOfStep(step);
      setClientErrors((prev) => {
        const next = { ...prev };
        for (const name of names) {
          if (all[name]) next[name] = all[name];
          else delete next[name];
        }
        return next;
      });
      return names.find((name) => all[name]);
    },
    [allErrors],
  );
  const flow = useStepFlow(checkStep);

  const save = useSavedDetails(formRef, (restored) => {
    if (restored.createAccount !== undefined) setCreateAccount(restored.createAccount === '1');
    // A delivery no longer offered stays unchosen in favour of today's default.
    if (steps.shippingMethods.some((m) => shippingKey(m) === restored.shippingMethod)) shipping.onChange(restored.shippingMethod!);
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const found = allErrors(form);
    setClientErrors(found);
    setClientFormError(null);
    const firstInvalid = FIELD_ORDER.find((f) => found[f]);
    if (firstInvalid) {
      flow.goTo(stepOf(firstInvalid) ?? 'payment', firstInvalid);
      return;
    }
    const fd = new FormData(form);
    const style = paymentStyle(String(fd.get('paymentMethod') ?? ''));
    if (style === 'card' || style === 'stripe_card') {
      setTokenizing(true);
      const fallback = t('cart.error');
      const token = style === 'card' ? await tokenizeCard(readCard(form), payment, fallback) : ((await stripeCard.current?.createToken(fallback)) ?? { ok: false as const, message: t('payment.stripe.unavailable') });
      setTokenizing(false);
      if (!token.ok) {
        setClientFormError(token.message);
        return;
      }
      fd.set('paymentToken', token.token);
    }
    fd.set('js', '1');
    submit(fd, { method: 'post' });
  }

  const onBlur: FieldsApi['onBlur'] = (name, e) => {
    if (e.currentTarget.form && (e.currentTarget.value || errors[name as AnyField])) validateField(name as AnyField, e.currentTarget.form);
  };
  // While a field shows an error, re-check it as the user types so it clears before blur
  // (a message vanishing on blur would shift the layout under a pending click).
  const onChange: FieldsApi['onChange'] = (name, e) => {
    if (errors[name as AnyField] && e.currentTarget.form) validateField(name as AnyField, e.currentTarget.form);
  };
  const fieldsApi: FieldsApi = { errors, defaults, onBlur, onChange };

  const field = (name: CardField, label: string, input: ReactNode, hint?: string) => {
    const id = fieldId(name);
    const error = errors[name];
    return (
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        {input}
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    );
  };
  const described = (name: CardField) => (errors[name] ? `${fieldId(name)}-error` : undefined);
  const blur = (name: CardField) => (e: { currentTarget: HTMLInputElement }) => {
    if (e.currentTarget.form && (e.currentTarget.value || errors[name])) validateField(name, e.currentTarget.form);
  };
  const change = (name: CardField) => (e: { currentTarget: HTMLInputElement }) => {
    if (errors[name] && e.currentTarget.form) validateField(name, e.currentTarget.form);
  };

  return (
    <FieldsContext.Provider value={fieldsApi}>
      <form ref={formRef} method="post" className={`checkout-form${flow.stepped ? ' checkout-form--stepped' : ''}`} noValidate onSubmit={onSubmit} onChange={save} aria-busy={busy}>
        <div ref={alertRef} className="form-alert" role="alert" tabIndex={-1}>
          {formError && <p className="form-error form-error--block" data-testid="checkout-error">{formError}</p>}
        </div>
        <PersonalStep flow={flow} signedIn={steps.signedIn} createAccount={createAccount} onCreateAccount={setCreateAccount} />
        <BillingStep flow={flow} countries={steps.countries} />
        <DeliveryStep flow={flow} methods={steps.shippingMethods} value={shipping.value} onChange={shipping.onChange} />

        <StepSection step="payment" flow={flow}>
          <h3 className="checkout-step__subtitle">{t('checkout.payment')}</h3>
          <p className="test-mode">{t('checkout.testMode')}</p>
          <PaymentMethodChoice methods={paymentMethods} value={paymentCode} onChange={setChosenPayment} />
          {paymentStyle(paymentCode) === 'card' && (
            <>
              {field(
                'number',
                t('checkout.cardNumber'),
                <input id={fieldId('number')} className="input" autoComplete="cc-number" inputMode="numeric" placeholder="1234 5678 9012 3456" aria-invalid={!!errors.number} aria-describedby={described('number')} onBlur={blur('number')} onChange={change('number')} required />,
              )}
              <div className="field-row field-row--narrow">
                {field(
                  'expiry',
                  t('checkout.cardExpiry'),
                  <input id={fieldId('expiry')} className="input" autoComplete="cc-exp" inputMode="numeric" placeholder={t('checkout.cardExpiryPlaceholder')} maxLength={7} aria-invalid={!!errors.expiry} aria-describedby={described('expiry')} onBlur={blur('expiry')} onChange={change('expiry')} required />,
                )}
                {field(
                  'cvc',
                  t('checkout.cvc'),
                  <input id={fieldId('cvc')} className="input" autoComplete="cc-csc" inputMode="numeric" maxLength={4} aria-invalid={!!errors.cvc} aria-describedby={described('cvc')} onBlur={blur('cvc')} onChange={change('cvc')} required />,
                )}
              </div>
              <noscript>
                <p className="form-error">{t('checkout.noscript')}</p>
              </noscript>
            </>
          )}
          {paymentStyle(paymentCode) === 'stripe_card' &&
            (steps.stripeKey ? (
              <StripeCard ref={stripeCard} publishableKey={steps.stripeKey} amount={payment.amount} currency={storeView.i18n.currencyCode} locale={storeView.i18n.defaultLocale} />
            ) : (
              <p className="form-error">{t('payment.stripe.unavailable')}</p>
            ))}
          {paymentStyle(paymentCode) === 'on_delivery' && <CashOnDeliveryPanel />}
        </StepSection>

        <SummaryStep flow={flow} summary={summary}>
          <button type="submit" className="button button--primary button--large button--block" disabled={busy} aria-disabled={busy}>
            {busy ? ORDER_PROCESSING_TEXT : `${t('checkout.submit')} · ${totalLabel}`}
          </button>
        </SummaryStep>
      </form>
    </FieldsContext.Provider>
  );
}

const fieldId = (name: AnyField) => `checkout-${name}`;
