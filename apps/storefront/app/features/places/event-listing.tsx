import { PagedEvents } from '#app/features/catalog/paged-events.tsx';
import type { EventSummary } from '#app/features/catalog/types.ts';
import { TitledSection } from '#app/features/layout/titled-section.tsx';
import { useT } from '#app/i18n/use-t.ts';

const PAGING = { count: 'places.events.count', more: 'places.events.more', loading: 'places.events.loading' };

/** The events of an artist, venue or city: a titled grid with the same no-JS "show more" paging as category pages. */
export function EventListing({ title, events, total, page }: { title: string; events: EventSummary[]; total: number; page: number }) {
  const t = useT();
  return (
    <TitledSection id="place-events-title" className="place-events" title={title}>
      <PagedEvents events={events} total={total} page={page} empty={t('places.events.empty')} messages={PAGING} />
    </TitledSection>
  );
}
