import type { Route } from './+types/cities';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { PageHeader } from '#app/features/layout/page-header.tsx';
import { PlaceTiles } from '#app/features/places/place-tiles.tsx';
import { cityPath } from '#app/features/places/places.ts';
import { loadPlacesIndex } from '#app/features/places/place-route.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { seoMeta } from '#app/lib/seo.ts';


export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export function loader({ request }: Route.LoaderArgs) {
  return orUnavailable(() =>
    loadPlacesIndex(request, 'cities'),
  );
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
      <PageHeader title={t('places.cities.title')} lead={t('places.cities.lead')} />
      <PlaceTiles tiles={tiles} headingLevel={2} />
    </div>
  );
}
