import type { Route } from './+types/my-account';
import { profileAction } from '#app/features/account/account-pages.server.ts';
import { accountPageData } from '#app/features/account/account-page.server.ts';
import { AccountNav } from '#app/features/account/account-nav.tsx';
import { AccountTexts } from '#app/features/account/account-texts.ts';
import { LoginRequired } from '#app/features/account/login-required.tsx';
import { ProfileForm } from '#app/features/account/profile-form.tsx';
import { SavedNotice } from '#app/features/account/saved-notice.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { privatePageMeta } from '#app/lib/seo.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

/** The account overview needs a customer; a guest gets the sign-in in its place. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await accountPageData(request, 'account.myAccount.title');
  return { seo: page.seo, saved: page.saved, profile: page.customer ? { firstname: page.customer.profile.firstname, lastname: page.customer.profile.lastname, email: page.customer.profile.email } : null };
}

export async function action({ request }: Route.ActionArgs) {
  return profileAction(request);
}

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { profile, saved } = loaderData;
  if (!profile) return <LoginRequired />;
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.myAccount.title')}</h1>
      <AccountNav />
      <p className="account-page__greeting">{t('account.myAccount.greeting', { name: profile.firstname })}</p>
      {saved === 'profile' && <SavedNotice text={AccountTexts.profileSaved} />}
      <ProfileForm key={`${profile.email}-${profile.firstname}-${profile.lastname}`} profile={profile} actionData={actionData} />
    </div>
  );
}
