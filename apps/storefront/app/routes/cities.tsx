import type { Route } from './+types/cities';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { PlaceTiles } from '#app/features/places/place-tiles.tsx';
import { cityPath } from '#app/features/places/places.ts';
import { loadCities } from '#app/features/places/places.server.ts';
import placesCss from '#app/features/places/places.css?url';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { buildSeo } from '#app/features/seo/seo.server.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: placesCss }];

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export async function loader({ request }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  return {
    cities: await loadCities(),
    seo: buildSeo(request, storeView, { title: intl.formatMessage({ id: 'places.meta.cities.title' }), description: intl.formatMessage({ id: 'places.meta.cities.description' }) }),
  };
}

export default function CitiesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const tiles = loaderData.cities.map((c) => ({
    key: c.slug,
    name: c.name,
    path: cityPath(c.slug),
    meta: [t('places.venueCount', { count: c.venues.length }), t('places.eventCount', { count: c.eventCount })].join(' · '),
  }));
  return (
    <div className="container place-page cities-page">
      <Breadcrumbs items={[{ name: t('places.cities.title'), path: null }]} />
      <header className="page-header">
        <h1 className="page-title">{t('places.cities.title')}</h1>
        <p className="page-lead">{t('places.cities.lead')}</p>
      </header>
      <PlaceTiles tiles={tiles} headingLevel={2} />
    </div>
  );
}
