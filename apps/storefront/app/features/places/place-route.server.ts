import type { IntlShape } from 'react-intl';
import { data } from 'react-router';
import type { StoreView } from '@encore/contracts';
import { parsePage } from '#app/features/catalog/paging.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

type PageLoader<T> = (storeView: StoreView, slug: string, page: number) => Promise<T | null>;

/** What every place page's loader starts with: the store, the page number, the place itself (404 when unknown) and the texts. */
export async function loadPlaceRoute<T>(request: Request, slug: string, load: PageLoader<T>): Promise<{ storeView: StoreView; page: number; result: T; intl: IntlShape }> {
  const storeView = resolveStoreView(request);
  const page = parsePage(new URL(request.url).searchParams);
  const result = await load(storeView, slug, page);
  if (!result) throw data(null, { status: 404 });
  return { storeView, page, result, intl: serverIntl(storeView.i18n.defaultLocale) };
}
