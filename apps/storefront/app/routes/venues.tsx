import type { Route } from './+types/venues';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { PageHeader } from '#app/features/layout/page-header.tsx';
import { VenueTiles } from '#app/features/places/place-tiles.tsx';
import { cityPath } from '#app/features/places/places.ts';
import { loadPlacesIndex } from '#app/features/places/place-route.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { seoMeta } from '#app/lib/seo.ts';


export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

/** Every venue, grouped by city (the venue list of GET /api/ext/venues/get-list). */
export function loader({ request }: Route.LoaderArgs) {
  return orUnavailable(() =>
    loadPlacesIndex(request, 'venues'),
  );
}

export default function VenuesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container place-page venues-page">
      <Breadcrumbs items={[{ name: t('places.venues.title'), path: null }]} />
      <PageHeader title={t('places.venues.title')} lead={t('places.venues.lead')} />
      {loaderData.cities.map((city) => (
        <section key={city.slug} className="place-city" aria-labelledby={`venues-${city.slug}`}>
          <h2 id={`venues-${city.slug}`} className="place-city__title">
            <Link to={cityPath(city.slug)}>{city.name}</Link>
          </h2>
          <VenueTiles venues={city.venues} />
        </section>
      ))}
    </div>
  );
}
