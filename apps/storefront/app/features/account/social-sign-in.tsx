import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { Link, useLocalizedPath } from '#app/lib/link.tsx';
import { providerLabel } from './provider-label.ts';

/**
 * A button for each sign-in provider the shop has configured (none when there are none). The list is
 * asked for once the sign-in is shown. Each is a link to the shop's start, which sends the browser on to
 * the provider (forms may post only to the shop itself, so a form could not be sent on).
 */
export function SocialSignIn({ redirectTo }: { redirectTo?: string | undefined }) {
  const t = useT();
  const localized = useLocalizedPath();
  const listPath = localized('/social-login');
  const fetcher = useFetcher<{ providers: string[] }>({ key: 'social-providers' });
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (state === 'idle' && !data) void load(listPath);
  }, [listPath, data, load, state]);
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="social-buttons" data-testid="social-sign-in">
      <p className="auth-form__links">{t('account.social.or')}</p>
      {providers.map((p) => (
        <Link key={p} to={`/social-login?${new URLSearchParams({ provider: p, ...(redirectTo ? { redirectTo } : {}) }).toString()}`} reloadDocument className="button button--block">
          {t('account.social.signIn', { provider: providerLabel(p) })}
        </Link>
      ))}
    </div>
  );
}
