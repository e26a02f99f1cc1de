import type { Route } from './+types/artist';
import { Breadcrumbs } from '#app/features/layout/breadcrumbs.tsx';
import { EventListing } from '#app/features/places/event-listing.tsx';
import { MediaEmbed } from '#app/features/places/media-embed.tsx';
import { loadArtistPage } from '#app/features/places/places.server.ts';
import { loadPlaceRoute } from '#app/features/places/place-route.server.ts';
import placesCss from '#app/features/places/places.css?url';
import { useT } from '#app/i18n/use-t.ts';
import { seoMeta } from '#app/lib/seo.ts';
import { buildSeo } from '#app/features/seo/seo.server.ts';
import { artistPaths } from '#app/features/seo/alternates.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: placesCss }];

export function meta({ data }: Route.MetaArgs) {
  return seoMeta(data?.seo);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { storeView, page, result, intl } = await loadPlaceRoute(request, params.slug, loadArtistPage);
  const { name } = result.artist;
  return {
    ...result,
    page,
    seo: buildSeo(request, storeView, {
      title: intl.formatMessage({ id: 'places.meta.artist.title' }, { name }),
      description: result.artist.lead || intl.formatMessage({ id: 'places.meta.artist.description' }, { name }),
      paths: await artistPaths(result.artist.id),
    }),
  };
}

export default function ArtistPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { artist, breadcrumbs, events, total, page } = loaderData;
  const embeds = [artist.spotify, artist.youtube].filter((e) => e !== null);
  return (
    <div className="container place-page artist-page">
      <Breadcrumbs items={breadcrumbs} />
      <header className="page-header">
        <h1 className="page-title">{artist.name}</h1>
        {artist.lead && <p className="page-lead">{artist.lead}</p>}
      </header>
      {artist.tourInformation && (
        <section className="place-section" aria-labelledby="artist-tour-title">
          <h2 id="artist-tour-title" className="section-title">
            {t('places.artist.tour')}
          </h2>
          <p className="artist-tour">{artist.tourInformation}</p>
        </section>
      )}
      <EventListing title={t('places.artist.events')} events={events} total={total} page={page} />
      {embeds.length > 0 && (
        <section className="place-section" aria-labelledby="artist-media-title">
          <h2 id="artist-media-title" className="section-title">
            {t('places.artist.media')}
          </h2>
          <div className="media-embeds">
            {embeds.map((e) => (
              <MediaEmbed key={e.provider} source={e} artist={artist.name} />
            ))}
          </div>
        </section>
      )}
      {artist.about.length > 0 && (
        <section className="place-section prose" aria-labelledby="artist-about-title">
          <h2 id="artist-about-title" className="section-title">
            {t('places.artist.about')}
          </h2>
          {artist.about.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      )}
    </div>
  );
}
