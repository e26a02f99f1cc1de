import { Form } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { NavLink, useLocalizedPath } from '#app/lib/link.tsx';

/** The account pages' menu and the sign-out (a form post, so it works without scripts). */
export function AccountNav() {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <nav className="account-nav" aria-label={t('account.nav.label')}>
      <ul>
        <li>
          <NavLink to="/my-account" end>
            {t('account.nav.overview')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/my-account/security">{t('account.nav.security')}</NavLink>
        </li>
        <li>
          <Form method="post" action={localized('/logout')} reloadDocument>
            <button type="submit" className="link-button" data-testid="sign-out">
              {t('account.signOut')}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
