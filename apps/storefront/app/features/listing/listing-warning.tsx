import { useState } from 'react';
import { useT } from '#app/i18n/use-t.ts';

/** The offline text, word for word in every store, shown as a warning with an OK action that dismisses it. */
export const LISTING_UNAVAILABLE_TEXT = 'No products synchronized for this category. Please come back while online!';

export function ListingWarning() {
  const t = useT();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="notice notice--warning listing-warning" role="alert">
      <p>{LISTING_UNAVAILABLE_TEXT}</p>
      <button type="button" className="button button--small" onClick={() => setOpen(false)}>
        {t('listing.ok')}
      </button>
    </div>
  );
}
