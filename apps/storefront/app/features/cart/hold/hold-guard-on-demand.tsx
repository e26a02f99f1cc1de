import { useState } from 'react';
import { onDemand } from '#app/lib/on-demand.tsx';
import { useRootData } from '#app/lib/root-data.ts';

const LazyHoldGuard = onDemand(() => import('./hold-guard.tsx').then((m) => m.HoldGuard));

/**
 * The hold's warning and its 'time is up' popup watch a cart that holds tickets. An empty cart has
 * nothing to watch, so a first visit does not download them. Once the cart has held tickets the
 * guard stays for the rest of the visit: its popup must outlive the lines it clears.
 */
export function HoldGuardOnDemand() {
  const hasLines = (useRootData()?.cart.lines.length ?? 0) > 0;
  const [wanted, setWanted] = useState(hasLines);
  if (hasLines && !wanted) setWanted(true);
  return wanted ? <LazyHoldGuard /> : null;
}
