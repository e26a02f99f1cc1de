import { useEffect } from 'react';
import { Form, useFetcher } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';
import { providerLabel } from './provider-label.ts';

/**
 * A button for each sign-in provider the shop has configured (none when there are none). The list is
 * asked for once the sign-in is shown; each button posts to the shop, which sends the browser on.
 */
export function SocialSignIn({ redirectTo }: { redirectTo?: string | undefined }) {
  const t = useT();
  const localized = useLocalizedPath();
  const action = localized('/social-login');
  const fetcher = useFetcher<{ providers: string[] }>({ key: 'social-providers' });
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (state === 'idle' && !data) void load(action);
  }, [action, data, load, state]);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="social-buttons" data-testid="social-sign-in">
      <p className="auth-form__links">{t('account.social.or')}</p>
      {providers.map((p) => (
        <Form key={p} method="post" action={action} reloadDocument>
          <input type="hidden" name="provider" value={p} />
          {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
          <button type="submit" className="button button--block">
            {t('account.social.signIn', { provider: providerLabel(p) })}
          </button>
        </Form>
      ))}
    </div>
  );
}
