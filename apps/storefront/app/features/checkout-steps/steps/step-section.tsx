import type { ReactNode } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import { STEPS, type CheckoutStep } from '../checkout-rules.ts';
import { stepHeadingId, type StepFlow } from '../step-flow.ts';

/**
 * One checkout step: a titled panel. On a phone only the current one shows, with 'back' and 'next'
 * (the last step ends with the form's own submit button instead).
 */
export function StepSection({ step, flow, children }: { step: CheckoutStep; flow: StepFlow; children: ReactNode }) {
  const t = useT();
  const index = STEPS.indexOf(step);
  const last = index === STEPS.length - 1;
  const current = flow.current === step;
  return (
    <section className={`checkout-step panel${current ? ' checkout-step--current' : ''}`} aria-labelledby={stepHeadingId(step)} data-step={step}>
      <h2 id={stepHeadingId(step)} className="panel__title checkout-step__title" tabIndex={-1}>
        <span className="checkout-step__number" aria-hidden="true">
          {index + 1}
        </span>
        <span className="visually-hidden">{t('checkoutSteps.progress', { current: index + 1, total: STEPS.length })}: </span>
        {t(`checkoutSteps.step.${step}`)}
      </h2>
      {children}
      {flow.stepped && (
        <div className="checkout-step__nav">
          {index > 0 && (
            <button type="button" className="button button--ghost" onClick={() => flow.back(step)}>
              {t('checkoutSteps.back')}
            </button>
          )}
          {!last && (
            <button type="button" className="button button--primary" onClick={() => flow.next(step)}>
              {t('checkoutSteps.next')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
