import { useId, useState } from 'react';
import { useT } from '#app/i18n/use-t.ts';
import type { StockState } from './stock-state.ts';

/**
 * A ticket category's live state. While checking, the server's snapshot badge
 * stays visible; few left opens the tickets-left popup.
 */
export function StockStatus({ state, left, snapshotLeft }: { state: StockState; left: number | null; snapshotLeft: number | null }) {
  const t = useT();
  if (state === 'few_left' && left !== null) return <TicketsLeft n={left} />;
  return (
    <>
      {state === 'checking' && snapshotLeft !== null && <p className="badge badge--warning">{t('product.fewLeft', { n: snapshotLeft })}</p>}
      <p className={`stock-state stock-state--${state}`} data-testid="stock-state" data-state={state} role={state === 'checking' ? undefined : 'status'}>
        {t(`event.stock.${state}`)}
      </p>
    </>
  );
}

function TicketsLeft({ n }: { n: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const popupId = useId();
  return (
    <div className="tickets-left" data-testid="stock-state" data-state="few_left">
      <button type="button" className="badge badge--warning" aria-expanded={open} aria-controls={popupId} onClick={() => setOpen((o) => !o)}>
        {t('product.fewLeft', { n })}
      </button>
      {open && (
        <div id={popupId} className="tickets-left__popup" role="dialog" aria-label={t('event.ticketsLeft.title')}>
          <p>{t('event.ticketsLeft.text', { n })}</p>
          <button type="button" className="button button--small" onClick={() => setOpen(false)}>
            {t('event.ticketsLeft.close')}
          </button>
        </div>
      )}
    </div>
  );
}
