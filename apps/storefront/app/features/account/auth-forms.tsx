import type { FormEvent, ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { Link, useLocalizedPath } from '#app/lib/link.tsx';
import type { AuthMode } from '#app/lib/ui-store.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { AccountActionData } from './account-action-data.ts';
import { AccountField, FormAlert, FormAnnouncer, SubmitButton } from './account-field.tsx';
import { validateForgotPassword, validateRegister, validateSignIn } from './account-validation.ts';
import { useFieldChecks } from './use-field-checks.ts';
import { useOfflineRefusal } from './use-offline-refusal.ts';

/**
 * The sign-in element's three forms. Each posts to its page's action (/login, /register,
 * /forgot-password), so it works as a plain form; with JavaScript it is sent by a fetcher, checked
 * field by field first, and a new session reloads the page it was sent from.
 */
interface AuthFormProps {
  idPrefix: string;
  /** Where a new session goes (a path on this site); the page it was opened on in the dialog. */
  redirectTo?: string | undefined;
  /** The page action's answer to a plain form post. */
  pageData?: AccountActionData | undefined;
  /** In the dialog the forms switch in place; on pages they link to each other's page. */
  onSwitch?: ((mode: AuthMode) => void) | undefined;
}

const ROUTES: Record<AuthMode, string> = { login: '/login', register: '/register', forgot: '/forgot-password' };

function SwitchTo({ mode, onSwitch, children }: { mode: AuthMode; onSwitch: AuthFormProps['onSwitch']; children: ReactNode }) {
  if (onSwitch)
    return (
      <button type="button" className="link-button" onClick={() => onSwitch(mode)}>
        {children}
      </button>
    );
  return <Link to={ROUTES[mode]}>{children}</Link>;
}

function useAuthFetcher(mode: AuthMode, idPrefix: string) {
  const fetcher = useFetcher<AccountActionData>({ key: `${idPrefix}-${mode}` });
  const localized = useLocalizedPath();
  return { fetcher, action: localized(ROUTES[mode]), busy: fetcher.state !== 'idle' };
}

function Hidden({ redirectTo }: { redirectTo?: string | undefined }) {
  const hydrated = useHydrated();
  return (
    <>
      {hydrated && <input type="hidden" name="js" value="1" />}
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
    </>
  );
}

export function SignInForm({ idPrefix, redirectTo, pageData, onSwitch }: AuthFormProps) {
  const t = useT();
  const { fetcher, action, busy } = useAuthFetcher('login', idPrefix);
  const answer = fetcher.data ?? pageData;
  const checks = useFieldChecks(['email', 'password'] as const, validateSignIn, answer?.fieldErrors, idPrefix);
  return (
    <fetcher.Form method="post" action={action} noValidate className="auth-form" aria-busy={busy} onSubmit={(e) => checks.checkAll(e)}>
      <FormAlert text={answer?.formError} />
      <AccountField {...checks.fieldProps('email')} label={t('account.email')} type="email" autoComplete="email" defaultValue={answer?.values?.email} />
      <AccountField {...checks.fieldProps('password')} label={t('account.password')} type="password" autoComplete="current-password" />
      <Hidden redirectTo={redirectTo} />
      <SubmitButton busy={busy} label={t('account.signIn.submit')} busyLabel={t('account.busy')} />
      <FormAnnouncer text={checks.announcement} />
      <p className="auth-form__links">
        <SwitchTo mode="forgot" onSwitch={onSwitch}>
          {t('account.toForgot')}
        </SwitchTo>
        <SwitchTo mode="register" onSwitch={onSwitch}>
          {t('account.toRegister')}
        </SwitchTo>
      </p>
    </fetcher.Form>
  );
}

const REGISTER_FIELDS = ['firstname', 'lastname', 'email', 'password', 'passwordConfirm'] as const;

export function RegisterForm({ idPrefix, redirectTo, pageData, onSwitch }: AuthFormProps) {
  const t = useT();
  const { fetcher, action, busy } = useAuthFetcher('register', idPrefix);
  const answer = fetcher.data ?? pageData;
  const checks = useFieldChecks(REGISTER_FIELDS, validateRegister, answer?.fieldErrors, idPrefix);
  return (
    <fetcher.Form method="post" action={action} noValidate className="auth-form" aria-busy={busy} onSubmit={(e) => checks.checkAll(e)}>
      <FormAlert text={answer?.formError} />
      <div className="field-row">
        <AccountField {...checks.fieldProps('firstname')} label={t('account.firstname')} autoComplete="given-name" defaultValue={answer?.values?.firstname} />
        <AccountField {...checks.fieldProps('lastname')} label={t('account.lastname')} autoComplete="family-name" defaultValue={answer?.values?.lastname} />
      </div>
      <AccountField {...checks.fieldProps('email')} label={t('account.email')} type="email" autoComplete="email" defaultValue={answer?.values?.email} />
      <AccountField {...checks.fieldProps('password')} label={t('account.password')} type="password" autoComplete="new-password" hint={t('account.passwordHint')} />
      <AccountField {...checks.fieldProps('passwordConfirm')} label={t('account.passwordConfirm')} type="password" autoComplete="new-password" />
      <Hidden redirectTo={redirectTo} />
      <SubmitButton busy={busy} label={t('account.register.submit')} busyLabel={t('account.busy')} />
      <FormAnnouncer text={checks.announcement} />
      <p className="auth-form__links">
        <SwitchTo mode="login" onSwitch={onSwitch}>
          {t('account.toSignIn')}
        </SwitchTo>
      </p>
    </fetcher.Form>
  );
}

/** A reset link cannot be asked for offline: the browser says so instead of sending. */
export function ForgotPasswordForm({ idPrefix, pageData, onSwitch }: AuthFormProps) {
  const t = useT();
  const { fetcher, action, busy } = useAuthFetcher('forgot', idPrefix);
  const answer = fetcher.data ?? pageData;
  const checks = useFieldChecks(['email'] as const, validateForgotPassword, answer?.fieldErrors, idPrefix);
  const offline = useOfflineRefusal();
  if (answer?.sent) {
    return (
      <div className="auth-form" role="status">
        <p>{t('account.forgot.sent', { email: answer.values?.email ?? '' })}</p>
        <p className="auth-form__links">
          <SwitchTo mode="login" onSwitch={onSwitch}>
            {t('account.toSignIn')}
          </SwitchTo>
        </p>
      </div>
    );
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (offline.refuse(e)) return;
    checks.checkAll(e);
  };
  return (
    <fetcher.Form method="post" action={action} noValidate className="auth-form" aria-busy={busy} onSubmit={submit}>
      <FormAlert text={offline.message ?? answer?.formError} />
      <p>{t('account.forgot.text')}</p>
      <AccountField {...checks.fieldProps('email')} label={t('account.email')} type="email" autoComplete="email" defaultValue={answer?.values?.email} />
      <Hidden />
      <SubmitButton busy={busy} label={t('account.forgot.submit')} busyLabel={t('account.busy')} />
      <FormAnnouncer text={checks.announcement} />
      <p className="auth-form__links">
        <SwitchTo mode="login" onSwitch={onSwitch}>
          {t('account.toSignIn')}
        </SwitchTo>
      </p>
    </fetcher.Form>
  );
}
