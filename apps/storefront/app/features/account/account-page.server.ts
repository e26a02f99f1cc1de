import { serverIntl } from '#app/i18n/messages.server.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';
import { currentCustomer } from './account-pages.server.ts';

/** An account page's common data: its title, the customer (null for a guest) and which save it confirms. */
export async function accountPageData(request: Request, titleId: string) {
  const storeView = resolveStoreView(request);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const customer = await currentCustomer(request, storeView);
  const saved = new URL(request.url).searchParams.get('saved');
  return {
    seo: { title: `${intl.formatMessage({ id: titleId })} | Encore`, noindex: true },
    customer,
    saved: saved === 'profile' || saved === 'password' || saved === 'address' || saved === 'passkey' ? saved : null,
  };
}
