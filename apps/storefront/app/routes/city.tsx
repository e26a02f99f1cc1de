import type { Route } from './+types/city';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { EventListing } from '#app/features/places/event-listing.tsx';
import { PlaceTiles } from '#app/features/places/place-tiles.tsx';
import { CITIES_PATH, venuePath } from '#app/features/places/places.ts';
import { loadCityPage } from '#app/features/places/places.server.ts';
import { loadPlaceRoute } from '#app/features/places/place-route.server.ts';
import placesCss from '#app/features/places/places.css?url';
import { useT } from '#app/i18n/use-t.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { buildSeo } from '#app/features/seo/seo.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: placesCss }];

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { storeView, page, result, intl } = await loadPlaceRoute(request, params.slug, loadCityPage);
  const { name } = result.city;
  return {
    ...result,
    page,
    citiesTitle: intl.formatMessage({ id: 'places.cities.title' }),
    seo: buildSeo(request, storeView, {
      title: intl.formatMessage({ id: 'places.meta.city.title' }, { name }),
      description: intl.formatMessage({ id: 'places.meta.city.description' }, { name }),
    }),
  };
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { city, events, total, page, citiesTitle } = loaderData;
  return (
    <div className="container place-page city-page">
      <Breadcrumbs items={[{ name: citiesTitle, path: CITIES_PATH }, { name: city.name, path: null }]} />
      <header className="page-header">
        <h1 className="page-title">{city.name}</h1>
      </header>
      <EventListing title={t('places.city.events', { city: city.name })} events={events} total={total} page={page} />
      <section className="place-section" aria-labelledby="city-venues-title">
        <h2 id="city-venues-title" className="section-title">
          {t('places.city.venues', { city: city.name })}
        </h2>
        <PlaceTiles tiles={city.venues.map((v) => ({ key: v.slug, name: v.name, path: venuePath(v.slug), meta: t('places.eventCount', { count: v.eventCount }) }))} />
      </section>
    </div>
  );
}
