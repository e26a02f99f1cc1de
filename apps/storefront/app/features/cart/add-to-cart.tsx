import { useEffect, useId, useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import type { TicketCategory } from '#app/features/catalog/types.ts';
import { useT } from '#app/i18n/use-t.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useUiStore } from '#app/lib/ui-store.ts';
import type { CartActionResult } from './types.ts';

/**
 * Quantity picker + 'Lägg i varukorgen' for one ticket category. Posts to the
 * /cart action; with JS through a fetcher (stays on the page, toast), without
 * JS as a plain form that redirects back.
 */
export function AddToCartForm({ ticket }: { ticket: TicketCategory }) {
  const t = useT();
  const id = useId();
  const lp = useLocalizedPath();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartActionResult>({ key: `add-${ticket.sku}` });
  const notify = useUiStore((s) => s.notify);
  const handled = useRef<CartActionResult | undefined>(undefined);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) notify({ kind: 'success', message: t('cart.added', undefined, 'Product has been added to the cart!'), checkoutAction: true });
  }, [fetcher.state, fetcher.data, notify, t]);

  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const qtyId = `${id}-qty`;
  const errorId = `${id}-error`;
  return (
    <fetcher.Form method="post" action={lp('/cart')} className="add-to-cart" aria-describedby={error ? errorId : undefined}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={ticket.sku} />
      <input type="hidden" name="redirectTo" value={pathname} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <div className="field field--inline">
        <label htmlFor={qtyId}>{t('product.quantity')}</label>
        <select id={qtyId} name="qty" defaultValue="1" className="select">
          {Array.from({ length: ticket.maxQty }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('product.adding') : t('product.addToCart')}
      </button>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}
