import { useEffect, useState } from 'react';
import { onDemand } from '#app/lib/on-demand.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { useUiStore } from '#app/lib/ui-store.ts';

const LazyMicrocart = onDemand(() => import('./microcart.tsx').then((m) => m.Microcart));

/** Starts loading the microcart's code when the visitor is about to open it (pointer over or focus on the cart button). */
export const preloadMicrocart = LazyMicrocart.preload;

/**
 * The microcart, loaded the first time it opens instead of with every page: a first visit with an
 * empty cart never needs it. A visitor with tickets in the cart gets its code right after the page
 * has loaded, so the cart still opens should the connection drop later.
 */
export function MicrocartOnDemand() {
  const open = useUiStore((s) => s.microcartOpen);
  const count = useRootData()?.cart.count ?? 0;
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    if (count > 0) preloadMicrocart();
  }, [count]);
  return wanted ? <LazyMicrocart /> : null;
}
