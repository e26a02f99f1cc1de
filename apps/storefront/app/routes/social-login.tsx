import type { Route } from './+types/social-login';
import { socialStartLoader } from '#app/features/account/social-actions.server.ts';
import { SocialSignIn } from '#app/features/account/social-sign-in.tsx';
import { useT } from '#app/i18n/use-t.ts';

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

/** `?provider=` starts a provider's sign-in (or link); without one, the configured providers (the sign-in element asks for them). */
export async function loader({ request }: Route.LoaderArgs) {
  return socialStartLoader(request);
}

export default function SocialLogin({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.social.callbackTitle')}</h1>
      <div role="alert">{loaderData.formError && <p className="form-error form-error--block">{loaderData.formError}</p>}</div>
      <SocialSignIn />
    </div>
  );
}
