import { useLocation } from 'react-router';
import type { AccountActionData } from './account-action-data.ts';
import { AccountTexts } from './account-texts.ts';
import { AuthPanelInPlace, preloadAuthPanel } from './auth-panel-on-demand.tsx';

// A guest sees the forms at once: their code starts loading with the page's own, before it hydrates.
preloadAuthPanel();

/** A page that needs a customer, seen by a guest: the shop's notice and the sign-in, which comes back here. */
export function LoginRequired({ pageData }: { pageData?: AccountActionData | undefined }) {
  const { pathname, search } = useLocation();
  return (
    <div className="container account-page">
      <p className="login-required panel" role="status" data-testid="login-required">
        {AccountTexts.loginRequired}
      </p>
      <AuthPanelInPlace mode="login" idPrefix="login-required" titleId="login-required-title" redirectTo={pathname + search} pageData={pageData} />
    </div>
  );
}
