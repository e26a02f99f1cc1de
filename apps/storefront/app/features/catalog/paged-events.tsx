import { Form, useNavigation } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { EventGrid } from './event-card.tsx';
import { hasMore } from './paging.ts';
import type { EventSummary } from './types.ts';

/** Message ids of the paging texts; `count` gets `shown` and `total`. */
export interface PagingMessages {
  count: string;
  more: string;
  loading: string;
}

/**
 * The events shown so far, or the empty state, with a "show more" that works
 * without JavaScript: a GET form asking for the next page with the listing's
 * own query parameters (`keep`).
 */
export function PagedEvents({
  events,
  total,
  page,
  empty,
  messages,
  keep = [],
  headingLevel = 3,
}: {
  events: EventSummary[];
  total: number;
  page: number;
  empty: string;
  messages: PagingMessages;
  keep?: Array<[string, string]>;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const navigation = useNavigation();
  const loadingMore = navigation.state === 'loading' && navigation.location?.search.includes('page=');
  if (events.length === 0) return <p className="muted empty-state">{empty}</p>;
  return (
    <>
      <EventGrid events={events} eagerCount={4} headingLevel={headingLevel} />
      <div className="load-more">
        <p className="load-more__count" aria-live="polite">
          {t(messages.count, { shown: events.length, total })}
        </p>
        {hasMore(total, events.length) && (
          <Form method="get" preventScrollReset replace>
            {keep.map(([k, v], i) => (
              <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
            ))}
            <button type="submit" name="page" value={page + 1} className="button button--outline" disabled={loadingMore}>
              {loadingMore ? t(messages.loading) : t(messages.more)}
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
