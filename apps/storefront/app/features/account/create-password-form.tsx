import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { AccountActionData } from './account-action-data.ts';
import { AccountField, FormAlert, FormAnnouncer, SubmitButton } from './account-field.tsx';
import { validateNewPassword } from './account-validation.ts';
import { useFieldChecks } from './use-field-checks.ts';
import { useOfflineRefusal } from './use-offline-refusal.ts';

/** A new password from a reset link: typed twice; the customer is then signed in with it. */
export function CreatePasswordForm({ email, actionData }: { email: string; actionData: AccountActionData | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const checks = useFieldChecks(['password', 'passwordConfirm'] as const, validateNewPassword, actionData?.fieldErrors, 'create-password');
  const offline = useOfflineRefusal();
  return (
    <div className="container account-page">
      <section className="auth-panel" aria-labelledby="create-password-title">
        <h1 id="create-password-title" className="auth-panel__title">
          {t('account.createPassword.title')}
        </h1>
        <p>{t('account.createPassword.text', { email })}</p>
        <Form method="post" noValidate className="auth-form" aria-busy={busy} onSubmit={(e) => offline.refuse(e) || checks.checkAll(e)}>
          <FormAlert text={offline.message ?? actionData?.formError} />
          <AccountField {...checks.fieldProps('password')} label={t('account.security.newPassword')} type="password" autoComplete="new-password" hint={t('account.passwordHint')} />
          <AccountField {...checks.fieldProps('passwordConfirm')} label={t('account.passwordConfirm')} type="password" autoComplete="new-password" />
          {hydrated && <input type="hidden" name="js" value="1" />}
          <SubmitButton busy={busy} label={t('account.createPassword.submit')} busyLabel={t('account.busy')} />
          <FormAnnouncer text={checks.announcement} />
        </Form>
      </section>
    </div>
  );
}
