import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { useUiStore } from '#app/lib/ui-store.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

/** A person: on a phone the header shows it alone, its words read out but not shown (layout.css). */
function PersonIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

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
        <PersonIcon />
        <span className="account-link__label">{t('layout.accountLink.myAccount')}</span>
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
      <PersonIcon />
      <span className="account-link__label">{t('layout.accountLink.signIn')}</span>
    </Link>
  );
}
