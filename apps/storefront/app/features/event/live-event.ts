import { useEffect, useState } from 'react';
import type { StockItem } from '@encore/contracts';
import { useRootData } from '#app/lib/root-data.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { PRICES_PENDING, pricesArrived, type PriceCurrency, type RenderedPriceInfo } from './current-prices.ts';
import { skuBatches } from './stock-state.ts';

const CLIENT_TIMEOUT_MS = 5000;

async function getJson(url: string, signal: AbortSignal): Promise<{ ok: boolean; result: unknown }> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.any([signal, AbortSignal.timeout(CLIENT_TIMEOUT_MS)]) });
  const json = (await response.json().catch(() => null)) as { code?: number; result?: unknown } | null;
  const code = typeof json?.code === 'number' ? json.code : response.status;
  return { ok: response.ok && code === 200, result: json && 'result' in json ? json.result : json };
}

/** Spec: stock/list in batches of 15; a 200 gives the list, anything else an empty one. */
export async function fetchStock(skus: readonly string[], signal: AbortSignal): Promise<Map<string, StockItem>> {
  const lists = await Promise.all(
    skuBatches(skus).map(async (batch) => {
      try {
        const r = await getJson(`/api/stock/list?${new URLSearchParams({ skus: batch.join(',') })}`, signal);
        return r.ok && Array.isArray(r.result) ? (r.result as StockItem[]) : [];
      } catch {
        return [];
      }
    }),
  );
  return new Map(lists.flat().map((s) => [s.sku, s]));
}

/** The API's render-list call for up to 200 skus; an answer other than 200 gives no items, a network failure throws. */
export async function fetchRenderedPrices(skus: readonly string[], store: { storeId: number; currencyCode: string }, signal: AbortSignal): Promise<RenderedPriceInfo[]> {
  const q = new URLSearchParams({ skus: skus.join(','), currencyCode: store.currencyCode, storeId: String(store.storeId) });
  const r = await getJson(`/api/product/render-list?${q}`, signal);
  return r.ok ? ((r.result as { items?: RenderedPriceInfo[] } | null)?.items ?? []) : [];
}

/** Current prices from the API's render-list call; a failure leaves prices as rendered (price_is_current false). */
export async function fetchCurrentPrices(skus: readonly string[], store: { storeId: number; currencyCode: string }, signal: AbortSignal): Promise<PriceCurrency> {
  try {
    return pricesArrived(await fetchRenderedPrices(skus, store, signal), skus, new Date());
  } catch {
    return PRICES_PENDING;
  }
}

export interface LiveEvent {
  /** Stock by sku once checked; null while checking. */
  stock: Map<string, StockItem> | null;
  currency: PriceCurrency;
}

/**
 * After hydration the event page asks for live stock and current prices, so a
 * page served from a cache never shows yesterday's availability or price.
 */
export function useLiveEvent(skus: readonly string[], store: { storeId: number; currencyCode: string }): LiveEvent {
  const hydrated = useHydrated();
  const [live, setLive] = useState<LiveEvent & { key: string }>({ key: '', stock: null, currency: PRICES_PENDING });
  const key = skus.join(',');
  // Adding tickets holds them, so the shown stock is asked again whenever the cart changes.
  const cartCount = useRootData()?.cart.count ?? 0;
  useEffect(() => {
    if (!hydrated || skus.length === 0) return;
    const controller = new AbortController();
    // Answers for another event (client navigation) are dropped rather than merged.
    const fresh = (l: LiveEvent & { key: string }) => (l.key === key ? l : { key, stock: null, currency: PRICES_PENDING });
    void fetchStock(skus, controller.signal).then((stock) => !controller.signal.aborted && setLive((l) => ({ ...fresh(l), stock })));
    void fetchCurrentPrices(skus, store, controller.signal).then((currency) => !controller.signal.aborted && setLive((l) => ({ ...fresh(l), currency })));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, key, store.storeId, store.currencyCode, cartCount]);
  return live.key === key ? live : { stock: null, currency: PRICES_PENDING };
}
