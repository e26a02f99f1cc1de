import { useCallback, useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { useUiStore } from '#app/lib/ui-store.ts';
import { CartSyncQueue, isOffline, type CartWriteFields } from './cart-sync-queue.ts';

let shared: CartSyncQueue | null = null;

/** One queue per page: every component queues into, and the watcher processes, the same persisted list. */
export function cartSyncQueue(): CartSyncQueue {
  shared ??= new CartSyncQueue((message) => useUiStore.getState().notify({ kind: 'error', message }));
  return shared;
}

/** Sends queued cart writes on page load and whenever the browser comes back online, then refreshes the cart. */
export function useCartSyncQueue() {
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  useEffect(() => {
    const run = () => {
      if (isOffline()) return;
      void cartSyncQueue()
        .process()
        .then((sent) => {
          if (sent.length > 0) void revalidate();
        });
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [revalidate]);
}

/** For cart forms: queues the write instead when offline and says so; answers whether it did. */
export function useQueueIfOffline() {
  const t = useT();
  const notify = useUiStore((s) => s.notify);
  return useCallback(
    (action: string, fields: CartWriteFields): boolean => {
      if (!isOffline()) return false;
      void cartSyncQueue()
        .queueWrite(action, fields)
        .then(() => notify({ kind: 'info', message: t('cart.sync.queued') }));
      return true;
    },
    [notify, t],
  );
}
