import { AddToCartNotices } from './add-to-cart-notices.tsx';
import { HoldGuard } from './hold/hold-guard.tsx';
import { useCartTabsSync } from './use-cart-tabs-sync.ts';
import { useCartSyncQueue } from './sync-queue/use-cart-sync-queue.ts';

/** Cart behaviour that runs on every page: add-to-cart notifications, the hold warning/expiry popup the cross-tab refresh and the offline write queue. */
export function CartWatchers() {
  useCartTabsSync();
  useCartSyncQueue();
  return (
    <>
      <AddToCartNotices />
      <HoldGuard />
    </>
  );
}
