import type { Translator } from '#app/i18n/translator.ts';
import { data } from 'react-router';
import { pageQuerySchema, type StoreView } from '@encore/contracts';
import { buildSeo, type PageSeoInput } from '#app/features/seo/seo.server.ts';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { readQuery } from '#app/lib/request-input.server.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';
import { loadCities } from './places.server.ts';

type PageLoader<T> = (storeView: StoreView, slug: string, page: number) => Promise<T | null>;

/**
 * The loader of an artist, venue or city page: the place and its events on the
 * asked page (404 when the place is unknown), with the page's SEO that
 * `describe` words from the place in the store's language.
 */
export async function loadPlaceRoute<T extends object>(
  request: Request,
  slug: string,
  load: PageLoader<T>,
  describe: (result: T, intl: Translator) => PageSeoInput | Promise<PageSeoInput>,
) {
  const storeView = resolveStoreView(request);
  const { page } = readQuery(request, pageQuerySchema);
  const result = await load(storeView, slug, page);
  if (!result) throw data(null, { status: 404 });
  const seo = buildSeo(request, storeView, await describe(result, serverIntl(storeView.i18n.defaultLocale)));
  return { ...result, page, seo };
}

const INDEX_META = {
  cities: { title: 'places.meta.cities.title', description: 'places.meta.cities.description' },
  venues: { title: 'places.meta.venues.title', description: 'places.meta.venues.description' },
};

/** The loader of the cities and the venues index: every city with its venues. */
export async function loadPlacesIndex(request: Request, index: keyof typeof INDEX_META) {
  const storeView = resolveStoreView(request);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  const meta = INDEX_META[index];
  return {
    cities: await loadCities(),
    seo: buildSeo(request, storeView, { title: intl.formatMessage({ id: meta.title }), description: intl.formatMessage({ id: meta.description }) }),
  };
}
