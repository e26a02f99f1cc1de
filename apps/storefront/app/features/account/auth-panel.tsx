import { useT } from '#app/i18n/use-t.ts';
import type { AuthMode } from '#app/lib/ui-store.ts';
import type { AccountActionData } from './account-action-data.ts';
import { ForgotPasswordForm, RegisterForm, SignInForm } from './auth-forms.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

const TITLES: Record<AuthMode, string> = { login: 'account.signIn.title', register: 'account.register.title', forgot: 'account.forgot.title' };

/** The sign-in element: one of its forms under its heading. */
export function AuthPanel({
  mode,
  idPrefix,
  titleId,
  redirectTo,
  pageData,
  onSwitch,
  heading: Heading = 'h1',
}: {
  mode: AuthMode;
  idPrefix: string;
  titleId: string;
  redirectTo?: string | undefined;
  pageData?: AccountActionData | undefined;
  onSwitch?: ((mode: AuthMode) => void) | undefined;
  heading?: 'h1' | 'h2';
}) {
  const t = useT();
  const props = { idPrefix: `${idPrefix}-${mode}`, redirectTo, pageData, onSwitch };
  return (
    <section className="auth-panel" aria-labelledby={titleId}>
      <Heading id={titleId} className="auth-panel__title">
        {t(TITLES[mode])}
      </Heading>
      {mode === 'login' && (
        <>
          <SignInForm {...props} />
          <PasskeySignIn redirectTo={redirectTo} />
          <SocialSignIn redirectTo={redirectTo} />
        </>
      )}
      {mode === 'register' && <RegisterForm {...props} />}
      {mode === 'forgot' && <ForgotPasswordForm {...props} />}
    </section>
  );
}
