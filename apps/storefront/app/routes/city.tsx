import type { Route } from './+types/city';
import { data } from 'react-router';
import { slugPathSchema } from '@encore/contracts';
import { readParams } from '#app/lib/request-input.server.ts';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { PageHeader } from '#app/features/layout/page-header.tsx';
import { TitledSection } from '#app/features/layout/titled-section.tsx';
import { EventListing } from '#app/features/places/event-listing.tsx';
import { VenueTiles } from '#app/features/places/place-tiles.tsx';
import { CITIES_PATH } from '#app/features/places/places.ts';
import { loadCityPage } from '#app/features/places/places.server.ts';
import { loadPlaceRoute } from '#app/features/places/place-route.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { seoMeta } from '#app/lib/seo.ts';


export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export function loader({ request, params }: Route.LoaderArgs) {
  const path = readParams(params, slugPathSchema);
  if (!path) throw data(null, { status: 404 });
  return orUnavailable(() =>
    loadPlaceRoute(request, path.slug, loadCityPage, ({ city: { name } }, intl) => ({
      title: intl.formatMessage({ id: 'places.meta.city.title' }, { name }),
      description: intl.formatMessage({ id: 'places.meta.city.description' }, { name }),
    })),
  );
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { city, events, total, page } = loaderData;
  return (
    <div className="container place-page city-page">
      <Breadcrumbs items={[{ name: t('places.cities.title'), path: CITIES_PATH }, { name: city.name, path: null }]} />
      <PageHeader title={city.name} />
      <EventListing title={t('places.city.events', { city: city.name })} events={events} total={total} page={page} />
      <TitledSection id="city-venues-title" className="place-section" title={t('places.city.venues', { city: city.name })}>
        <VenueTiles venues={city.venues} />
      </TitledSection>
    </div>
  );
}
