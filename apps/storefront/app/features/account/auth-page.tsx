import type { AuthMode } from '#app/lib/ui-store.ts';
import type { AccountActionData } from './account-action-data.ts';
import { AuthPanelInPlace, preloadAuthPanel } from './auth-panel-on-demand.tsx';

// The page shows the forms at once: their code starts loading with the page's own, before it hydrates.
preloadAuthPanel();

/** The sign-in element as a page (/login, /register, /forgot-password), for links and for browsers without scripts. */
export function AuthPage({ mode, actionData, redirectTo }: { mode: AuthMode; actionData: AccountActionData | undefined; redirectTo: string | null }) {
  return (
    <div className="container account-page">
      <AuthPanelInPlace mode={mode} idPrefix="auth-page" titleId="auth-page-title" redirectTo={redirectTo ?? undefined} pageData={actionData} />
    </div>
  );
}
