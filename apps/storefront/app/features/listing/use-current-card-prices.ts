import { useEffect, useState } from 'react';
import { STORE_VIEWS } from '@encore/contracts';
import type { RenderedPriceInfo } from '@encore/domain';
import type { EventSummary } from '#app/features/catalog/types.ts';
import { fetchRenderedPrices } from '#app/features/event/live-event.ts';
import { useStoreView } from '#app/lib/root-data.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { cardPriceSkus, skuRequests } from './card-prices.ts';

interface PriceStore {
  storeId: number;
  currencyCode: string;
}

export interface CurrentPrices {
  prices: Map<string, RenderedPriceInfo>;
  arrivedAt: Date;
}

const CLIENT_TIMEOUT_MS = 5000;

async function loadCurrentPrices(skus: readonly string[], store: PriceStore): Promise<CurrentPrices | null> {
  const signal = AbortSignal.timeout(CLIENT_TIMEOUT_MS);
  const answers = await Promise.all(skuRequests(skus).map((batch) => fetchRenderedPrices(batch, store, signal).catch(() => null)));
  if (answers.every((a) => a === null)) return null;
  return { prices: new Map(answers.flatMap((a) => a ?? []).map((i) => [i.sku, i])), arrivedAt: new Date() };
}

interface OpenBatch {
  storeKey: string;
  skus: Set<string>;
  answer: Promise<CurrentPrices | null>;
}

let open: OpenBatch | null = null;

/**
 * Grids mounted in the same commit (home has several) add their skus to one
 * open batch, sent a tick later: one render-list request per page, not per card.
 */
export function requestCurrentPrices(skus: readonly string[], store: PriceStore): Promise<CurrentPrices | null> {
  const storeKey = `${store.storeId}:${store.currencyCode}`;
  if (!open || open.storeKey !== storeKey) {
    const batch: OpenBatch = { storeKey, skus: new Set(), answer: Promise.resolve(null) };
    batch.answer = new Promise((resolve) =>
      setTimeout(() => {
        if (open === batch) open = null;
        resolve(loadCurrentPrices([...batch.skus], store));
      }, 0),
    );
    open = batch;
  }
  for (const sku of skus) open.skus.add(sku);
  return open.answer;
}

/**
 * After hydration, the current prices of the cards' ticket categories: a page
 * served from the output cache then shows today's "from" prices. Null until
 * they arrive (and when the call fails), so the server-rendered price stays.
 */
export function useCurrentCardPrices(events: readonly EventSummary[]): CurrentPrices | null {
  const hydrated = useHydrated();
  const { storeCode } = useStoreView();
  const { storeId, i18n } = STORE_VIEWS[storeCode];
  const { currencyCode } = i18n;
  // The effect depends on the skus' text, not on the array (a new one each render).
  const skuKey = cardPriceSkus(events).join(',');
  // The last answer stays in use while a longer list (load more) is asked for, so shown cards do not flick back.
  const [state, setState] = useState<{ storeId: number; current: CurrentPrices | null }>({ storeId, current: null });
  useEffect(() => {
    if (!hydrated || skuKey === '') return;
    let mounted = true;
    void requestCurrentPrices(skuKey.split(','), { storeId, currencyCode }).then((current) => mounted && current && setState({ storeId, current }));
    return () => {
      mounted = false;
    };
  }, [hydrated, skuKey, storeId, currencyCode]);
  return state.storeId === storeId ? state.current : null;
}
