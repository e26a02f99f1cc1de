import type { Route } from './+types/check-in';
import { CheckInPanel, StaffSignIn } from '#app/features/check-in/check-in-panel.tsx';
import { checkInAction, staffSignedIn } from '#app/features/check-in/check-in.server.ts';
import checkInCss from '#app/features/check-in/check-in.css?url';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { privatePageMeta } from '#app/lib/seo.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export function meta({ data }: Route.MetaArgs) {
  return [...privatePageMeta(data?.seo)];
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkInCss }];

export async function loader({ request }: Route.LoaderArgs) {
  const intl = serverIntl(resolveStoreView(request).i18n.defaultLocale);
  return { signedIn: await staffSignedIn(request), seo: { title: intl.formatMessage({ id: 'meta.checkIn.title' }) } };
}

/** Door staff: sign in with the staff token, check codes in through the API, sign out. */
export async function action({ request }: Route.ActionArgs) {
  return orUnavailable(() => checkInAction(request, resolveStoreView(request)));
}

export default function CheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container check-in-page">
      <h1 className="page-title">{t('checkIn.title')}</h1>
      {loaderData.signedIn ? <CheckInPanel actionData={actionData} /> : <StaffSignIn actionData={actionData} />}
    </div>
  );
}
