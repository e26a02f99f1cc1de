import type { Route } from './+types/social-login-callback';
import { socialCallbackLoader } from '#app/features/account/social-actions.server.ts';
import { useT } from '#app/i18n/use-t.ts';

export function meta() {
  return [{ title: 'Encore' }, { name: 'robots', content: 'noindex' }];
}

/** Where sign-in providers send the customer back (one address for every store). */
export async function loader({ request }: Route.LoaderArgs) {
  return socialCallbackLoader(request);
}

export default function SocialLoginCallback({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.social.callbackTitle')}</h1>
      <p className="form-error form-error--block" role="alert" data-testid="social-login-message">
        {loaderData.message}
      </p>
      <p>
        <a href={loaderData.signInPath}>{t('account.social.toSignIn')}</a>
      </p>
    </div>
  );
}
