import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { ORDER_PROCESSING_TEXT } from '@encore/contracts';
import { useT } from '#app/i18n/use-t.ts';
import { FieldNotes } from '#app/lib/field-notes.tsx';
import { tokenizeCard, type PaymentFor } from './tokenize-card.ts';
import { PaymentMethodChoice, paysByCard } from '#app/features/payment/payment-method-choice.tsx';
import { validateCard, validatePersonal, type CardField, type FieldErrors, type PersonalDetails, type PersonalField } from './validation.ts';

export interface CheckoutActionData {
  formError?: string;
  fieldErrors?: FieldErrors<PersonalField>;
  values?: PersonalDetails;
}

type AnyField = PersonalField | CardField;

/**
 * Personal details + card. On submit (browser): validate, tokenise the card
 * at the payment provider, then post the personal details and the token
 * (hidden `paymentToken`) to the checkout action. Card fields have no `name`,
 * so they are never part of any request to the storefront server. The token is
 * made for this cart and the total on the pay button (`payment`).
 */
export function CheckoutForm({ actionData, totalLabel, payment }: { actionData: CheckoutActionData | undefined; totalLabel: string; payment: PaymentFor }) {
  const t = useT();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [clientErrors, setClientErrors] = useState<FieldErrors<AnyField>>({});
  const [clientFormError, setClientFormError] = useState<string | null>(null);
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

  function read(form: HTMLFormElement) {
    // namedItem matches ids too: card inputs are found by id, they have no name.
    const v = (name: AnyField) => (form.elements.namedItem(fieldId(name)) as HTMLInputElement | null)?.value ?? '';
    return {
      person: { firstname: v('firstname'), lastname: v('lastname'), email: v('email') },
      card: { number: v('number'), expiry: v('expiry'), cvc: v('cvc') },
    };
  }

  function validateField(name: AnyField, form: HTMLFormElement) {
    const { person, card } = read(form);
    const all: FieldErrors<AnyField> = { ...validatePersonal(person), ...prefixCard(validateCard(card)) };
    setClientErrors((prev) => {
      const next = { ...prev };
      if (all[name]) next[name] = all[name];
      else delete next[name];
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const { person, card } = read(form);
    const byCard = paysByCard(form);
    const found: FieldErrors<AnyField> = { ...validatePersonal(person), ...(byCard ? prefixCard(validateCard(card)) : {}) };
    setClientErrors(found);
    setClientFormError(null);
    const firstInvalid = FIELD_ORDER.find((f) => found[f]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    const fd = new FormData(form);
    if (byCard) {
      setTokenizing(true);
      const token = await tokenizeCard(card, payment, t('cart.error'));
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

  const field = (name: AnyField, label: string, input: ReactNode, hint?: string) => {
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
  const described = (name: AnyField, hint = false) => [hint ? `${fieldId(name)}-hint` : '', errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const blur = (name: AnyField) => (e: { currentTarget: HTMLInputElement }) => {
    if (e.currentTarget.form && (e.currentTarget.value || errors[name])) validateField(name, e.currentTarget.form);
  };
  // While a field shows an error, re-check it as the user types so it clears before blur
  // (a message vanishing on blur would shift the layout under a pending click).
  const change = (name: AnyField) => (e: { currentTarget: HTMLInputElement }) => {
    if (errors[name] && e.currentTarget.form) validateField(name, e.currentTarget.form);
  };

  return (
    <form ref={formRef} method="post" className="checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div ref={alertRef} className="form-alert" role="alert" tabIndex={-1}>
        {formError && <p className="form-error form-error--block" data-testid="checkout-error">{formError}</p>}
      </div>
      <fieldset className="panel">
        <legend className="panel__title">{t('checkout.personal')}</legend>
        <div className="field-row">
          {field(
            'firstname',
            t('checkout.firstname'),
            <input id={fieldId('firstname')} name="firstname" className="input" autoComplete="given-name" defaultValue={actionData?.values?.firstname} aria-invalid={!!errors.firstname} aria-describedby={described('firstname')} onBlur={blur('firstname')} onChange={change('firstname')} required />,
          )}
          {field(
            'lastname',
            t('checkout.lastname'),
            <input id={fieldId('lastname')} name="lastname" className="input" autoComplete="family-name" defaultValue={actionData?.values?.lastname} aria-invalid={!!errors.lastname} aria-describedby={described('lastname')} onBlur={blur('lastname')} onChange={change('lastname')} required />,
          )}
        </div>
        {field(
          'email',
          t('checkout.email'),
          <input id={fieldId('email')} name="email" type="email" className="input" autoComplete="email" inputMode="email" defaultValue={actionData?.values?.email} aria-invalid={!!errors.email} aria-describedby={described('email', true)} onBlur={blur('email')} onChange={change('email')} required />,
          t('checkout.emailHint'),
        )}
      </fieldset>

      <fieldset className="panel">
        <legend className="panel__title">{t('checkout.payment')}</legend>
        <p className="test-mode">{t('checkout.testMode')}</p>
        <PaymentMethodChoice />
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
      </fieldset>

      <button type="submit" className="button button--primary button--large button--block" disabled={busy} aria-disabled={busy}>
        {busy ? ORDER_PROCESSING_TEXT : `${t('checkout.submit')} · ${totalLabel}`}
      </button>
    </form>
  );
}

const FIELD_ORDER: AnyField[] = ['firstname', 'lastname', 'email', 'number', 'expiry', 'cvc'];
const fieldId = (name: AnyField) => `checkout-${name}`;
const prefixCard = (e: FieldErrors<CardField>): FieldErrors<AnyField> => e;

