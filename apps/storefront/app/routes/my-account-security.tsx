import type { Route } from './+types/my-account-security';
import { loadSessions, securityAction } from '#app/features/account/account-pages.server.ts';
import { accountPageData } from '#app/features/account/account-page.server.ts';
import { AccountNav } from '#app/features/account/account-nav.tsx';
import { AccountTexts } from '#app/features/account/account-texts.ts';
import { LoginRequired } from '#app/features/account/login-required.tsx';
import { PasswordChangeForm } from '#app/features/account/password-change-form.tsx';
import { SavedNotice } from '#app/features/account/saved-notice.tsx';
import { SessionList } from '#app/features/account/session-list.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { seoMeta } from '#app/lib/seo.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...seoMeta(data?.seo), { name: 'robots', content: 'noindex' }];
}

/** Password and signed-in sessions; a guest gets the sign-in in its place. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await accountPageData(request, 'account.security.title');
  return { seo: page.seo, saved: page.saved, signedIn: page.customer !== null, sessions: page.customer ? await loadSessions(page.customer.token) : [] };
}

export async function action({ request }: Route.ActionArgs) {
  return securityAction(request);
}

export default function MyAccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.signedIn) return <LoginRequired />;
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.myAccount.title')}</h1>
      <AccountNav />
      {loaderData.saved === 'password' && <SavedNotice text={AccountTexts.passwordChanged} />}
      <PasswordChangeForm actionData={actionData} />
      <SessionList sessions={loaderData.sessions} />
    </div>
  );
}
