import type { Route } from './+types/artist';
import { data } from 'react-router';
import { slugPathSchema } from '@encore/contracts';
import { readParams } from '#app/lib/request-input.server.ts';
import { orUnavailable } from '#app/lib/api-unavailable.server.ts';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { PageHeader } from '#app/features/layout/page-header.tsx';
import { TitledSection } from '#app/features/layout/titled-section.tsx';
import { EventListing } from '#app/features/places/event-listing.tsx';
import { MediaEmbed } from '#app/features/places/media-embed.tsx';
import { loadArtistPage } from '#app/features/places/places.server.ts';
import { loadPlaceRoute } from '#app/features/places/place-route.server.ts';
import { useT } from '#app/i18n/use-t.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { artistPaths } from '#app/features/seo/alternates.server.ts';


export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export function loader({ request, params }: Route.LoaderArgs) {
  const path = readParams(params, slugPathSchema);
  if (!path) throw data(null, { status: 404 });
  return orUnavailable(() =>
    loadPlaceRoute(request, path.slug, loadArtistPage, async ({ artist: { id, name, lead } }, intl) => ({
      title: intl.formatMessage({ id: 'places.meta.artist.title' }, { name }),
      description: lead || intl.formatMessage({ id: 'places.meta.artist.description' }, { name }),
      paths: await artistPaths(id),
    })),
  );
}

export default function ArtistPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { artist, breadcrumbs, events, total, page } = loaderData;
  const embeds = [artist.spotify, artist.youtube].filter((e) => e !== null);
  return (
    <div className="container place-page artist-page">
      <Breadcrumbs items={breadcrumbs} />
      <PageHeader title={artist.name} lead={artist.lead} />
      {artist.tourInformation && (
        <TitledSection id="artist-tour-title" className="place-section" title={t('places.artist.tour')}>
          <p className="artist-tour">{artist.tourInformation}</p>
        </TitledSection>
      )}
      <EventListing title={t('places.artist.events')} events={events} total={total} page={page} />
      {embeds.length > 0 && (
        <TitledSection id="artist-media-title" className="place-section" title={t('places.artist.media')}>
          <div className="media-embeds">
            {embeds.map((e) => (
              <MediaEmbed key={e.provider} source={e} artist={artist.name} />
            ))}
          </div>
        </TitledSection>
      )}
      {artist.about.length > 0 && (
        <TitledSection id="artist-about-title" className="place-section prose" title={t('places.artist.about')}>
          {artist.about.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </TitledSection>
      )}
    </div>
  );
}
