import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { STEPS, type CheckoutStep } from './checkout-rules.ts';
import { fieldId } from './fields.tsx';

export interface StepFlow {
  /** Scripts run: narrow screens show one step at a time (the stylesheet decides what is narrow). */
  stepped: boolean;
  current: CheckoutStep;
  /** Shows a step and moves the focus to one of its fields, or to its heading. */
  goTo: (step: CheckoutStep, focusField?: string) => void;
  /** 'Next': the step's fields are checked first; the first wrong one keeps the focus. */
  next: (step: CheckoutStep) => void;
  back: (step: CheckoutStep) => void;
}

export const stepHeadingId = (step: CheckoutStep) => `checkout-step-${step}-title`;

/**
 * Which checkout step a phone shows. Without scripts every step shows (the form still posts as one);
 * on wide screens all show too, and 'next' and 'back' are not shown. `checkStep` answers the first
 * field of a step that does not pass, after showing its error.
 */
export function useStepFlow(checkStep: (step: CheckoutStep) => string | undefined): StepFlow {
  const [stepped, setStepped] = useState(false);
  const [current, setCurrent] = useState<CheckoutStep>('personal');
  useEffect(() => setStepped(true), []);

  const goTo = useCallback((step: CheckoutStep, focusField?: string) => {
    // The step must be displayed before anything in it can take the focus.
    flushSync(() => setCurrent(step));
    const target = focusField ? document.getElementById(fieldId(focusField)) : document.getElementById(stepHeadingId(step));
    target?.focus();
    if (!focusField) target?.scrollIntoView({ block: 'start' });
  }, []);

  const next = useCallback(
    (step: CheckoutStep) => {
      const invalid = checkStep(step);
      if (invalid) return goTo(step, invalid);
      const following = STEPS[STEPS.indexOf(step) + 1];
      if (following) goTo(following);
    },
    [checkStep, goTo],
  );

  const back = useCallback(
    (step: CheckoutStep) => {
      const previous = STEPS[STEPS.indexOf(step) - 1];
      if (previous) goTo(previous);
    },
    [goTo],
  );

  return { stepped, current, goTo, next, back };
}
