import type { ReactNode } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import { AccountNav } from './account-nav.tsx';
import { LoginRequired } from './login-required.tsx';

/** Every account page: the sign-in for a guest, otherwise the page's title and menu around its sections. */
export function AccountFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const t = useT();
  if (!signedIn) return <LoginRequired />;
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.myAccount.title')}</h1>
      <AccountNav />
      {children}
    </div>
  );
}
