import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { ADD_TO_CART_MESSAGES } from '@encore/domain';
import { useUiStore } from '#app/lib/ui-store.ts';
import type { CartActionResult } from './types.ts';

export const ADD_TO_CART_FETCHER = 'add-to-cart';

/**
 * Notifications for adds to the cart: 'added' or 'quantity updated' (with OK
 * and 'Proceed to checkout'), the volatile-stock warning, and refusals. Lives
 * in the page shell, because the add form itself may disappear when the
 * refreshed event page shows its category sold out.
 */
export function AddToCartNotices() {
  const fetcher = useFetcher<CartActionResult>({ key: ADD_TO_CART_FETCHER });
  const notify = useUiStore((s) => s.notify);
  const handled = useRef<CartActionResult | undefined>(undefined);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (!fetcher.data.ok) return notify({ kind: 'error', message: fetcher.data.message });
    notify({ kind: 'success', message: fetcher.data.added === 'updated' ? ADD_TO_CART_MESSAGES.updated : ADD_TO_CART_MESSAGES.added, checkoutAction: true });
    if (fetcher.data.warning) notify({ kind: 'warning', message: fetcher.data.warning });
  }, [fetcher.state, fetcher.data, notify]);
  return null;
}
