import { TitledSection } from '#app/features/layout/titled-section.tsx';
import { useT } from '#app/i18n/use-t.ts';

export interface EventDetailRow {
  code: string;
  label: string;
  value: string;
}

/** The event's attributes marked is_visible_on_front, as a description list. */
export function EventDetails({ rows }: { rows: EventDetailRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <TitledSection id="event-details-title" className="event-details" title={t('event.details')}>
      <dl className="facts">
        {rows.map((r) => (
          <div key={r.code} className="facts__row" data-attribute={r.code}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
