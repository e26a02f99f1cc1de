import type { PopularItem } from '@encore/contracts';
import { useT } from '#app/i18n/use-t.ts';
import { Link } from '#app/lib/link.tsx';
import { popularItemPath, venuePath, type CitySummary } from './places.ts';

function initials(name: string): string {
  return name
    .split(/[\s&–-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export interface PlaceTile {
  key: string | number;
  name: string;
  path: string;
  /** Secondary line, e.g. the city or the number of events. */
  meta: string;
}

/** A grid of linked name tiles (artists, venues, cities) for index pages and popular blocks. */
export function PlaceTiles({ tiles, headingLevel = 3 }: { tiles: PlaceTile[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="place-tiles">
      {tiles.map((tile) => (
        <li key={tile.key} className="place-tile">
          <span className="place-tile__badge" aria-hidden="true">
            {initials(tile.name)}
          </span>
          <div className="place-tile__body">
            <Heading className="place-tile__name">
              <Link to={tile.path} className="place-tile__link" prefetch="intent">
                {tile.name}
              </Link>
            </Heading>
            {tile.meta && <p className="place-tile__meta">{tile.meta}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A city's venues, each with its number of upcoming events. */
export function VenueTiles({ venues }: { venues: CitySummary['venues'] }) {
  const t = useT();
  return <PlaceTiles tiles={venues.map((v) => ({ key: v.slug, name: v.name, path: venuePath(v.slug), meta: t('places.eventCount', { count: v.eventCount }) }))} />;
}

/** Tiles of a popular list: venues show their city, everything else its number of upcoming events. */
export function usePopularTiles(): (items: PopularItem[]) => PlaceTile[] {
  const t = useT();
  return (items) =>
    items.map((item) => ({
      key: `${item.entity_type}-${item.id}`,
      name: item.name,
      path: popularItemPath(item),
      meta: [item.entity_type === 'venue' ? item.city : null, t('places.eventCount', { count: item.event_count })].filter(Boolean).join(' · '),
    }));
}

/** A home or category block: heading, tiles and an optional "all" link. */
export function PopularBlock({
  id,
  title,
  items,
  allPath,
  allLabel,
  contained = true,
}: {
  id: string;
  title: string;
  items: PopularItem[];
  allPath?: string;
  allLabel?: string;
  /** False inside a page that already sits in a container (category pages). */
  contained?: boolean;
}) {
  const toTiles = usePopularTiles();
  if (!items.length) return null;
  return (
    <section className={`collection popular-block${contained ? ' container' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="popular-block__head">
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {allPath && allLabel && (
          <Link to={allPath} className="popular-block__all">
            {allLabel}
          </Link>
        )}
      </div>
      <PlaceTiles tiles={toTiles(items)} />
    </section>
  );
}
