import type { Route } from './+types/venue';
import { data } from 'react-router';
import { slugPathSchema } from '@encore/contracts';
import { readParams } from '#app/lib/request-input.server.ts';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { PageHeader } from '#app/features/layout/page-header.tsx';
import { EventListing } from '#app/features/places/event-listing.tsx';
import { cityPath, VENUES_PATH } from '#app/features/places/places.ts';
import { loadVenuePage } from '#app/features/places/places.server.ts';
import { loadPlaceRoute } from '#app/features/places/place-route.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { seoMeta } from '#app/lib/seo.ts';


export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export function loader({ request, params }: Route.LoaderArgs) {
  const path = readParams(params, slugPathSchema);
  if (!path) throw data(null, { status: 404 });
  return orUnavailable(() =>
    loadPlaceRoute(request, path.slug, loadVenuePage, ({ venue: { name, city } }, intl) => ({
      title: intl.formatMessage({ id: 'places.meta.venue.title' }, { name, city }),
      description: intl.formatMessage({ id: 'places.meta.venue.description' }, { name, city }),
    })),
  );
}

export default function VenuePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { venue, events, total, page } = loaderData;
  return (
    <div className="container place-page venue-page">
      <Breadcrumbs items={[{ name: t('places.venues.title'), path: VENUES_PATH }, { name: venue.name, path: null }]} />
      <PageHeader title={venue.name} lead={venue.description}>
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
      </PageHeader>
      <EventListing title={t('places.venue.events', { venue: venue.name })} events={events} total={total} page={page} />
    </div>
  );
}
