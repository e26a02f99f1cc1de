import type { Route } from './+types/my-account-recently-viewed';
import { accountPageData } from '#app/features/account/account-page.server.ts';
import { AccountFrame } from '#app/features/account/account-frame.tsx';
import { RecentlyViewedList } from '#app/features/account/recently-viewed-list.tsx';
import { useT } from '#app/i18n/use-t.ts';
import { privatePageMeta } from '#app/lib/seo.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

/** The events this browser opened: the server renders the page around them, the browser fills them in. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await accountPageData(request, 'account.recent.title');
  return { seo: page.seo, signedIn: page.customer !== null };
}

export default function MyAccountRecentlyViewed({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountFrame signedIn={loaderData.signedIn}>
      <section className="account-section" aria-labelledby="recent-title">
        <h2 id="recent-title">{t('account.recent.title')}</h2>
        <p>{t('account.recent.text')}</p>
        <RecentlyViewedList />
      </section>
    </AccountFrame>
  );
}
