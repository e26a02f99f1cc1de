import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { useUiStore } from '#app/lib/ui-store.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

/**
 * The header's way into the account: for a guest a link to the sign-in page, which opens the sign-in
 * dialog instead once the page runs scripts; for a customer a link to their account.
 */
export function AccountHeaderLink() {
  const t = useT();
  const hydrated = useHydrated();
  const signedIn = useRootData()?.signedIn ?? false;
  const openAuth = useUiStore((s) => s.openAuth);
  if (signedIn) {
    return (
      <Link to="/my-account" className="account-link" data-testid="account-link">
        {t('layout.accountLink.myAccount')}
      </Link>
    );
  }
  return (
    <Link
      to="/login"
      className="account-link"
      data-testid="account-link"
      aria-haspopup={hydrated ? 'dialog' : undefined}
      onClick={(e) => {
        if (!hydrated) return;
        e.preventDefault();
        openAuth('login');
      }}
    >
      {t('layout.accountLink.signIn')}
    </Link>
  );
}
