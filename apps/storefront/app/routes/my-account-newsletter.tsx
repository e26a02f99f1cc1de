import type { Route } from './+types/my-account-newsletter';
import { accountPageData } from '#app/features/account/account-page.server.ts';
import { AccountFrame } from '#app/features/account/account-frame.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { privatePageMeta } from '#app/lib/seo.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

/**
 * The newsletter settings. The shop has no newsletter subscription yet, so nobody is subscribed; the
 * page says so plainly instead of offering a switch that would do nothing.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await accountPageData(request, 'account.newsletter.title');
  return { seo: page.seo, signedIn: page.customer !== null, email: page.customer?.profile.email ?? '', subscribed: false };
}

export default function MyAccountNewsletter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountFrame signedIn={loaderData.signedIn}>
      <section className="account-section panel" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">{t('account.newsletter.title')}</h2>
        <p data-testid="newsletter-state">{loaderData.subscribed ? t('account.newsletter.subscribed', { email: loaderData.email }) : t('account.newsletter.notSubscribed', { email: loaderData.email })}</p>
        <p>{t('account.newsletter.comingLater')}</p>
      </section>
    </AccountFrame>
  );
}
