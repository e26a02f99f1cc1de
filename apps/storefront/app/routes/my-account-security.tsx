import type { Route } from './+types/my-account-security';
import { loadSessions, securityAction } from '#app/features/account/account-pages.server.ts';
import { accountPageData } from '#app/features/account/account-page.server.ts';
import { AccountFrame } from '#app/features/account/account-frame.tsx';
import { AccountTexts } from '#app/features/account/account-texts.ts';
import { PasswordChangeForm } from '#app/features/account/password-change-form.tsx';
import { SavedNotice } from '#app/features/account/saved-notice.tsx';
import { SessionList } from '#app/features/account/session-list.tsx';
import { LinkedProviders } from '#app/features/account/linked-providers.tsx';
import { PasskeyManager } from '#app/features/account/passkey-manager.tsx';
import { loadSignInMethods } from '#app/features/account/sign-in-methods.server.ts';
import { privatePageMeta } from '#app/lib/seo.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

/** Password, passkeys, linked providers and signed-in sessions; a guest gets the sign-in in its place. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await accountPageData(request, 'account.security.title');
  if (!page.customer) return { seo: page.seo, saved: page.saved, signedIn: false, sessions: [], passkeys: [], links: [], providers: [] };
  const [sessions, methods] = await Promise.all([loadSessions(page.customer.token), loadSignInMethods(page.customer.token)]);
  return { seo: page.seo, saved: page.saved, signedIn: true, sessions, ...methods };
}

export async function action({ request }: Route.ActionArgs) {
  return securityAction(request);
}

export default function MyAccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountFrame signedIn={loaderData.signedIn}>
      {loaderData.saved === 'password' && <SavedNotice text={AccountTexts.passwordChanged} />}
      {loaderData.saved === 'passkey' && <SavedNotice text={AccountTexts.profileSaved} />}
      <PasswordChangeForm actionData={actionData} />
      <PasskeyManager passkeys={loaderData.passkeys} />
      <LinkedProviders links={loaderData.links} providers={loaderData.providers} />
      <SessionList sessions={loaderData.sessions} />
    </AccountFrame>
  );
}
