import type { LinkedIdentity } from '@encore/contracts';
import { Form } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { providerLabel } from './provider-label.ts';

/** Providers the customer signs in with: each linked one can be unlinked, each other configured one linked. */
export function LinkedProviders({ links, providers }: { links: LinkedIdentity[]; providers: string[] }) {
  const t = useT();
  const unlinked = providers.filter((p) => !links.some((l) => l.provider === p));
  if (links.length === 0 && providers.length === 0) return null;
  return (
    <section className="panel account-section" aria-labelledby="providers-title">
      <h2 id="providers-title" className="panel__title">
        {t('account.social.title')}
      </h2>
      <ul className="passkey-list" data-testid="linked-providers">
        {links.map((l) => (
          <li key={l.provider}>
            <div>
              <p className="session-list__device">{providerLabel(l.provider)}</p>
              <p className="session-list__meta">{t('account.social.linked', { email: l.email })}</p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="social-unlink" />
              <input type="hidden" name="provider" value={l.provider} />
              <button type="submit" className="button button--small">
                {t('account.social.unlink', { provider: providerLabel(l.provider) })}
              </button>
            </Form>
          </li>
        ))}
        {unlinked.map((p) => (
          <li key={p}>
            <p className="session-list__device">{providerLabel(p)}</p>
            <Link to={`/social-login?provider=${p}&link=1`} reloadDocument className="button button--small">
              {t('account.social.link', { provider: providerLabel(p) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
