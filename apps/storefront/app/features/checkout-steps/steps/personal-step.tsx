import { useState } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import { CheckboxField, TextField } from '../fields.tsx';
import type { StepFlow } from '../step-flow.ts';
import { StepSection } from './step-section.tsx';

/** Names and e-mail (typed twice); a guest may create an account with a password. */
export function PersonalStep({ flow, signedIn, createAccount, onCreateAccount }: { flow: StepFlow; signedIn: boolean; createAccount: boolean; onCreateAccount: (on: boolean) => void }) {
  const t = useT();
  return (
    <StepSection step="personal" flow={flow}>
      <div className="field-row">
        <TextField name="firstname" label={t('checkout.firstname')} autoComplete="given-name" required />
        <TextField name="lastname" label={t('checkout.lastname')} autoComplete="family-name" required />
      </div>
      <div className="field-row">
        <TextField name="email" type="email" label={t('checkout.email')} hint={t('checkout.emailHint')} autoComplete="email" inputMode="email" required />
        <TextField name="emailConfirm" type="email" label={t('checkoutSteps.emailConfirm')} autoComplete="email" inputMode="email" required />
      </div>
      {!signedIn && <CheckboxField name="createAccount" label={t('checkoutSteps.createAccount')} hint={t('checkoutSteps.createAccountHint')} onToggle={onCreateAccount} />}
      {!signedIn && createAccount && (
        <div className="field-row">
          <TextField name="password" type="password" label={t('checkoutSteps.password')} hint={t('checkoutSteps.passwordHint')} autoComplete="new-password" required />
          <TextField name="passwordConfirm" type="password" label={t('checkoutSteps.passwordConfirm')} autoComplete="new-password" required />
        </div>
      )}
    </StepSection>
  );
}

/** Whether the account box starts ticked (a refused post or restored details may say so). */
export function useCreateAccount(initial: string | undefined) {
  return useState(initial === '1' || initial === 'on');
}
