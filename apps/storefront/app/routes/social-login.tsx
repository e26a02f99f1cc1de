import type { Route } from './+types/social-login';
import { socialSignInAction } from '#app/features/account/social-actions.server.ts';
import { configuredProviders } from '#app/features/account/social-calls.server.ts';
import { SocialSignIn } from '#app/features/account/social-sign-in.tsx';
import { useT } from '#app/i18n/use-t.ts';

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** The configured sign-in providers (the sign-in element asks for them); as a page, their buttons. */
export async function loader() {
  return { providers: await configuredProviders() };
}

export async function action({ request }: Route.ActionArgs) {
  return socialSignInAction(request);
}

export default function SocialLogin({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.social.callbackTitle')}</h1>
      <div role="alert">{actionData && 'formError' in actionData && <p className="form-error form-error--block">{String(actionData.formError)}</p>}</div>
      <SocialSignIn />
    </div>
  );
}
