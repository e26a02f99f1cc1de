import { redirect } from 'react-router';
import { isSitePath } from '@encore/contracts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';
import { customerToken } from './session.server.ts';

/**
 * A sign-in page's data: its title and where a new session goes (`?redirectTo=`, a path on this site);
 * a customer who is signed in already goes to their account.
 */
export function authPageLoader(request: Request, titleId: string) {
  const storeView = resolveStoreView(request);
  if (customerToken()) throw redirect(localizePath('/my-account', storeView.urlPrefix));
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const back = new URL(request.url).searchParams.get('redirectTo');
  return { seo: { title: `${intl.formatMessage({ id: titleId })} | Encore`, noindex: true }, redirectTo: back && isSitePath(back) ? back : null };
}
