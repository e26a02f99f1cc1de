import type { Route } from './+types/venue';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { EventListing } from '#app/features/places/event-listing.tsx';
import { cityPath, VENUES_PATH } from '#app/features/places/places.ts';
import { loadVenuePage } from '#app/features/places/places.server.ts';
import { loadPlaceRoute } from '#app/features/places/place-route.server.ts';
import placesCss from '#app/features/places/places.css?url';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { seoMeta } from '#app/lib/seo.ts';
import { buildSeo } from '#app/features/seo/seo.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: placesCss }];

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { storeView, page, result, intl } = await loadPlaceRoute(request, params.slug, loadVenuePage);
  const { name, city } = result.venue;
  return {
    ...result,
    page,
    venuesTitle: intl.formatMessage({ id: 'places.venues.title' }),
    seo: buildSeo(request, storeView, {
      title: intl.formatMessage({ id: 'places.meta.venue.title' }, { name, city }),
      description: intl.formatMessage({ id: 'places.meta.venue.description' }, { name, city }),
    }),
  };
}

export default function VenuePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { venue, events, total, page, venuesTitle } = loaderData;
  return (
    <div className="container place-page venue-page">
      <Breadcrumbs items={[{ name: venuesTitle, path: VENUES_PATH }, { name: venue.name, path: null }]} />
      <header className="page-header">
        <h1 className="page-title">{venue.name}</h1>
        <dl className="place-facts">
          <div>
            <dt>{t('places.venue.city')}</dt>
            <dd>
              <Link to={cityPath(venue.city_slug)}>{venue.city}</Link>
            </dd>
          </div>
          {venue.address && (
            <div>
              <dt>{t('places.venue.address')}</dt>
              <dd>{venue.address}</dd>
            </div>
          )}
          {venue.capacity > 0 && (
            <div>
              <dt>{t('places.venue.capacity')}</dt>
              <dd>{t('places.venue.seats', { capacity: venue.capacity })}</dd>
            </div>
          )}
        </dl>
        {venue.description && <p className="page-lead">{venue.description}</p>}
      </header>
      <EventListing title={t('places.venue.events', { venue: venue.name })} events={events} total={total} page={page} />
    </div>
  );
}
