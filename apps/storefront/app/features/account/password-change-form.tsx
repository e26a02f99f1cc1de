import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { AccountActionData } from './account-action-data.ts';
import { AccountField, FormAlert, FormAnnouncer, SubmitButton } from './account-field.tsx';
import { validatePasswordChange } from './account-validation.ts';
import { useFieldChecks } from './use-field-checks.ts';
import { useOfflineRefusal } from './use-offline-refusal.ts';

const FIELDS = ['currentPassword', 'password', 'passwordConfirm'] as const;

/** The current password and a new one twice; the shop then signs in again with the new one. */
export function PasswordChangeForm({ actionData }: { actionData: AccountActionData | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'change-password';
  const checks = useFieldChecks(FIELDS, validatePasswordChange, actionData?.fieldErrors, 'security');
  const offline = useOfflineRefusal();
  return (
    <Form method="post" noValidate className="auth-form panel" aria-labelledby="password-title" aria-busy={busy} onSubmit={(e) => offline.refuse(e) || checks.checkAll(e)}>
      <h2 id="password-title" className="panel__title">
        {t('account.security.title')}
      </h2>
      <FormAlert text={offline.message ?? actionData?.formError ?? (actionData?.formErrorId ? t(actionData.formErrorId) : undefined)} />
      <input type="hidden" name="intent" value="change-password" />
      <AccountField {...checks.fieldProps('currentPassword')} label={t('account.security.currentPassword')} type="password" autoComplete="current-password" />
      <AccountField {...checks.fieldProps('password')} label={t('account.security.newPassword')} type="password" autoComplete="new-password" hint={t('account.passwordHint')} />
      <AccountField {...checks.fieldProps('passwordConfirm')} label={t('account.passwordConfirm')} type="password" autoComplete="new-password" />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <SubmitButton busy={busy} label={t('account.security.submit')} busyLabel={t('account.busy')} block={false} />
      <FormAnnouncer text={checks.announcement} />
    </Form>
  );
}
