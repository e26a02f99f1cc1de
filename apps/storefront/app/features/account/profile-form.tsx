import type { CustomerProfile } from '@encore/contracts';
import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { AccountActionData } from './account-action-data.ts';
import { AccountField, FormAlert, FormAnnouncer, SubmitButton } from './account-field.tsx';
import { validateProfile } from './account-validation.ts';
import { useFieldChecks } from './use-field-checks.ts';

const FIELDS = ['firstname', 'lastname', 'email', 'emailConfirm'] as const;

/** Names and e-mail address; a new address is typed twice. */
export function ProfileForm({ profile, actionData }: { profile: Pick<CustomerProfile, 'firstname' | 'lastname' | 'email'>; actionData: AccountActionData | undefined }) {
  const t = useT();
  const hydrated = useHydrated();
  const busy = useNavigation().state === 'submitting';
  const checks = useFieldChecks(FIELDS, (v) => validateProfile(v, profile.email), actionData?.fieldErrors, 'profile');
  const values = actionData?.values ?? profile;
  return (
    <Form method="post" noValidate className="auth-form panel" aria-labelledby="profile-title" aria-busy={busy} onSubmit={(e) => checks.checkAll(e)}>
      <h2 id="profile-title" className="panel__title">
        {t('account.profile.title')}
      </h2>
      <FormAlert text={actionData?.formError ?? (actionData?.formErrorId ? t(actionData.formErrorId) : undefined)} />
      <div className="field-row">
        <AccountField {...checks.fieldProps('firstname')} label={t('account.firstname')} autoComplete="given-name" defaultValue={values.firstname} />
        <AccountField {...checks.fieldProps('lastname')} label={t('account.lastname')} autoComplete="family-name" defaultValue={values.lastname} />
      </div>
      <AccountField {...checks.fieldProps('email')} label={t('account.email')} type="email" autoComplete="email" defaultValue={values.email} />
      <AccountField {...checks.fieldProps('emailConfirm')} label={t('account.profile.emailConfirm')} type="email" autoComplete="off" hint={t('account.profile.emailConfirmHint')} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <SubmitButton busy={busy} label={t('account.profile.submit')} busyLabel={t('account.busy')} block={false} />
      <FormAnnouncer text={checks.announcement} />
    </Form>
  );
}
