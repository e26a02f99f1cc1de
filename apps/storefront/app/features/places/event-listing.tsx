import { Form, useNavigation } from 'react-router';
import { EventGrid } from '#app/features/catalog/event-card.tsx';
import { hasMore } from '#app/features/catalog/paging.ts';
import type { EventSummary } from '#app/features/catalog/types.ts';
import { useT } from '#app/i18n/use-t.ts';

/** The events of an artist, venue or city: a titled grid with the same no-JS "show more" paging as category pages. */
export function EventListing({ title, events, total, page }: { title: string; events: EventSummary[]; total: number; page: number }) {
  const t = useT();
  const navigation = useNavigation();
  const loadingMore = navigation.state === 'loading' && navigation.location?.search.includes('page=');
  return (
    <section className="place-events" aria-labelledby="place-events-title">
      <h2 id="place-events-title" className="section-title">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="muted empty-state">{t('places.events.empty')}</p>
      ) : (
        <>
          <EventGrid events={events} eagerCount={4} />
          <div className="load-more">
            <p className="load-more__count" aria-live="polite">
              {t('places.events.count', { shown: events.length, total })}
            </p>
            {hasMore(total, events.length) && (
              <Form method="get" preventScrollReset replace>
                <button type="submit" name="page" value={page + 1} className="button button--outline" disabled={loadingMore}>
                  {loadingMore ? t('places.events.loading') : t('places.events.more')}
                </button>
              </Form>
            )}
          </div>
        </>
      )}
    </section>
  );
}
