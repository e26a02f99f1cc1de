import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { Link } from '#app/lib/link.tsx';
import type { EventSummary } from './types.ts';

export function EventCard({ event, headingLevel = 3, eager = false }: { event: EventSummary; headingLevel?: 2 | 3; eager?: boolean }) {
  const t = useT();
  const fmt = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="event-card">
      <div className="event-card__media">
        <img src={event.posterUrl} alt="" width={310} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
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
        {event.fromPrice !== null && <p className="event-card__price">{t('event.from', { price: fmt.price(event.fromPrice) })}</p>}
      </div>
    </article>
  );
}

/** `headingLevel` keeps the outline in order: 2 under a page's h1, 3 under a section's h2. */
export function EventGrid({ events, eagerCount = 0, headingLevel = 3 }: { events: EventSummary[]; eagerCount?: number; headingLevel?: 2 | 3 }) {
  return (
    <ul className="event-grid">
      {events.map((e, i) => (
        <li key={e.sku}>
          <EventCard event={e} eager={i < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
