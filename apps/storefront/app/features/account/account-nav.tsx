import { Form } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { NavLink, useLocalizedPath } from '#app/lib/link.tsx';

/** The account pages, in the order the menu lists them; the overview matches its own path only. */
const PAGES = [
  { to: '/my-account', label: 'account.nav.overview', end: true },
  { to: '/my-account/shipping-details', label: 'account.nav.addresses', end: false },
  { to: '/my-account/orders', label: 'account.nav.orders', end: false },
  { to: '/my-account/newsletter', label: 'account.nav.newsletter', end: false },
  { to: '/my-account/recently-viewed', label: 'account.nav.recent', end: false },
  { to: '/my-account/security', label: 'account.nav.security', end: false },
] as const;

/** The account pages' menu and the sign-out (a form post, so it works without scripts). */
export function AccountNav() {
  const t = useT();
  const localized = useLocalizedPath();
  return (
    <nav className="account-nav" aria-label={t('account.nav.label')}>
      <ul>
        {PAGES.map((p) => (
          <li key={p.to}>
            <NavLink to={p.to} end={p.end}>
              {t(p.label)}
            </NavLink>
          </li>
        ))}
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
