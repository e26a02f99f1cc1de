import type { Route } from './+types/venues';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { PlaceTiles } from '#app/features/places/place-tiles.tsx';
import { cityPath, venuePath } from '#app/features/places/places.ts';
import { loadCities } from '#app/features/places/places.server.ts';
import placesCss from '#app/features/places/places.css?url';
import { serverIntl } from '#app/i18n/messages.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import { buildSeo } from '#app/features/seo/seo.server.ts';
import { resolveStoreView } from '#app/lib/store-view.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: placesCss }];

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

/** Every venue, grouped by city (the venue list of GET /api/ext/venues/get-list). */
export async function loader({ request }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const intl = serverIntl(storeView.i18n.defaultLocale);
  return {
    cities: await loadCities(),
    seo: buildSeo(request, storeView, { title: intl.formatMessage({ id: 'places.meta.venues.title' }), description: intl.formatMessage({ id: 'places.meta.venues.description' }) }),
  };
}

export default function VenuesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container place-page venues-page">
      <Breadcrumbs items={[{ name: t('places.venues.title'), path: null }]} />
      <header className="page-header">
        <h1 className="page-title">{t('places.venues.title')}</h1>
        <p className="page-lead">{t('places.venues.lead')}</p>
      </header>
      {loaderData.cities.map((city) => (
        <section key={city.slug} className="place-city" aria-labelledby={`venues-${city.slug}`}>
          <h2 id={`venues-${city.slug}`} className="place-city__title">
            <Link to={cityPath(city.slug)}>{city.name}</Link>
          </h2>
          <PlaceTiles tiles={city.venues.map((v) => ({ key: v.slug, name: v.name, path: venuePath(v.slug), meta: t('places.eventCount', { count: v.eventCount }) }))} />
        </section>
      ))}
    </div>
  );
}
