import { currentCardPrice, type CardPrice } from '@encore/domain';
import { preload } from 'react-dom';
import { CompareToggle } from '#app/features/compare/compare-toggle.tsx';
import { useCurrentCardPrices } from '#app/features/listing/use-current-card-prices.ts';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { Link } from '#app/lib/link.tsx';
import type { EventSummary } from './types.ts';

export function EventCard({ event, headingLevel = 3, eager = false, lead = false, price }: { event: EventSummary; headingLevel?: 2 | 3; eager?: boolean; lead?: boolean; price?: CardPrice }) {
  const t = useT();
  // Until current prices arrive (and with JS off) the rendered price shows, marked not current.
  const shown = price ?? currentCardPrice(event, null, null);
  const fmt = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The lead poster is the page's largest paint: asked for from the head, not once the parser reaches the grid.
  if (lead && event.posterUrl) preload(event.posterUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <article className="event-card">
      <div className="event-card__media">
        <img src={event.posterUrl} alt="" width={310} height={300} loading={eager ? 'eager' : 'lazy'} fetchPriority={lead ? 'high' : undefined} decoding="async" />
        {event.soldOut && <span className="badge badge--soldout">{t('event.soldOut')}</span>}
      </div>
      <div className="event-card__body">
        {event.date && (
          <p className="event-card__date">
            <time dateTime={event.date}>{fmt.eventDate(event.date)}</time>
          </p>
        )}
        <Heading className="event-card__title">
          <Link to={event.path} className="event-card__link" prefetch="intent">
            {event.name}
          </Link>
        </Heading>
        {(event.venue || event.city) && <p className="event-card__place">{[event.venue, event.city].filter(Boolean).join(', ')}</p>}
        {shown.fromPrice !== null && (
          <p className="event-card__price" data-price-is-current={String(shown.price_is_current)} data-price-refreshed-at={shown.price_refreshed_at ?? undefined}>
            {t(event.fixedPrice ? 'package.cardPrice' : 'event.from', { price: fmt.price(shown.fromPrice) })}
          </p>
        )}
        <CompareToggle sku={event.sku} name={event.name} className="event-card__compare" />
      </div>
    </article>
  );
}

/** `headingLevel` keeps the outline in order: 2 under a page's h1, 3 under a section's h2. */
export function EventGrid({ events, eagerCount = 0, headingLevel = 3 }: { events: EventSummary[]; eagerCount?: number; headingLevel?: 2 | 3 }) {
  const current = useCurrentCardPrices(events);
  return (
    <ul className="event-grid">
      {events.map((e, i) => (
        <li key={e.sku}>
          {/* The first poster of a grid that leads the page is the largest thing a phone shows first. */}
          <EventCard event={e} eager={i < eagerCount} lead={i === 0 && eagerCount > 0} headingLevel={headingLevel} price={currentCardPrice(e, current?.prices ?? null, current?.arrivedAt ?? null)} />
        </li>
      ))}
    </ul>
  );
}
