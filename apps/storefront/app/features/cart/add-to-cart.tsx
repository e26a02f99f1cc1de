import { useId } from 'react';
import { ADD_TO_CART_FETCHER } from './add-to-cart-notices.tsx';
import { useFetcher, useLocation } from 'react-router';
import { HOLD_MESSAGES } from '@encore/domain';
import type { TicketCategory } from '#app/features/catalog/types.ts';
import { useT } from '#app/i18n/use-t.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { CartActionResult } from './types.ts';
import { useQueueIfOffline } from './sync-queue/use-cart-sync-queue.ts';

/**
 * Quantity picker + 'Lägg i varukorgen' for one ticket category. Posts to the
 * /cart action; with JS through a fetcher (stays on the page, toast), without
 * JS as a plain form that redirects back. Adding holds the tickets on the
 * server, so the ticket loader ('reserving your tickets') shows while it runs.
 */
export function AddToCartForm({ ticket }: { ticket: TicketCategory }) {
  const t = useT();
  const id = useId();
  const lp = useLocalizedPath();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const add = useAddToCart(ticket.sku);
  const queueIfOffline = useQueueIfOffline();
  return (
    <add.fetcher.Form
      method="post"
      action={lp('/cart')}
      className="add-to-cart"
      aria-describedby={add.error ? `${id}-error` : undefined}
      onSubmit={(event) => {
        // Offline: the add waits in the background queue and is sent once the browser is back online, instead of failing.
        const fields = Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)]));
        if (queueIfOffline(lp('/cart'), fields)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="sku" value={ticket.sku} />
      <input type="hidden" name="redirectTo" value={pathname} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <QuantityAndSubmit id={id} label={t('product.quantity')} max={ticket.maxQty} submit={t('product.addToCart')} busy={add.busy} />
      <AddStatus id={id} add={add} />
    </add.fetcher.Form>
  );
}

/**
 * The shared add-to-cart fetcher for one sku: one add at a time across the page, and AddToCartNotices
 * (always mounted) reports its outcome even when the refreshed page no longer shows the form.
 */
export function useAddToCart(sku: string) {
  const fetcher = useFetcher<CartActionResult>({ key: ADD_TO_CART_FETCHER });
  const busy = fetcher.state !== 'idle';
  const mine = fetcher.formData ? fetcher.formData.get('sku') === sku : fetcher.data?.sku === sku;
  const error = mine && fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return { fetcher, busy, mine, error };
}

/** Quantity picker (1…max) and the submit button, which shows it is working while an add runs. */
export function QuantityAndSubmit({ id, label, max, submit, busy }: { id: string; label: string; max: number; submit: string; busy: boolean }) {
  const t = useT();
  return (
    <>
      <div className="field field--inline">
        <label htmlFor={`${id}-qty`}>{label}</label>
        <select id={`${id}-qty`} name="qty" defaultValue="1" className="select">
          {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('product.adding') : submit}
      </button>
    </>
  );
}

/** The ticket loader while this form's add holds tickets, then the server's refusal if any. */
export function AddStatus({ id, add }: { id: string; add: Pick<ReturnType<typeof useAddToCart>, 'busy' | 'mine' | 'error'> }) {
  return (
    <>
      {add.busy && add.mine && (
        <p className="ticket-loader" role="status" data-testid="ticket-loader">
          {HOLD_MESSAGES.reserving}
        </p>
      )}
      {add.error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {add.error}
        </p>
      )}
    </>
  );
}
