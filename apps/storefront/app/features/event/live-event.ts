import { useEffect, useState } from 'react';
import type { StockItem } from '@encore/contracts';
import { currentTicketPrices, stockListBatches, stockListResult, TICKET_PRICES_PENDING, type RenderedPriceInfo, type TicketPrices } from '@encore/domain';
import { useRootData } from '#app/lib/root-data.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

const CLIENT_TIMEOUT_MS = 5000;

/** An API answer's result code (the HTTP status when the body has none; a failed HTTP status always counts) and result. */
async function getJson(url: string, signal: AbortSignal): Promise<{ resultCode: number; result: unknown }> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.any([signal, AbortSignal.timeout(CLIENT_TIMEOUT_MS)]) });
  const json = (await response.json().catch(() => null)) as { code?: number; result?: unknown } | null;
  const code = typeof json?.code === 'number' ? json.code : response.status;
  return { resultCode: response.ok ? code : response.status, result: json && 'result' in json ? json.result : json };
}

/** Stock of the skus from stock/list, asked in batches; a 200 answer gives its list, anything else (or a failure) an empty one. */
export async function fetchStock(skus: readonly string[], signal: AbortSignal): Promise<Map<string, StockItem>> {
  const lists = await Promise.all(
    stockListBatches([...new Set(skus)]).map(async (batch) => {
      try {
        return stockListResult<StockItem>(await getJson(`/api/stock/list?${new URLSearchParams({ skus: batch.join(',') })}`, signal));
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
  return r.resultCode === 200 ? ((r.result as { items?: RenderedPriceInfo[] } | null)?.items ?? []) : [];
}

/** Current ticket prices from the API's render-list call; a failure leaves the prices as rendered (not current). */
export async function fetchCurrentPrices(skus: readonly string[], store: { storeId: number; currencyCode: string }, signal: AbortSignal): Promise<TicketPrices> {
  try {
    return currentTicketPrices(await fetchRenderedPrices(skus, store, signal), skus, new Date());
  } catch {
    return TICKET_PRICES_PENDING;
  }
}

export interface LiveEvent {
  /** Stock by sku once checked; null while checking. */
  stock: Map<string, StockItem> | null;
  currency: TicketPrices;
}

/**
 * After hydration the event page asks for live stock and current prices, so a
 * page served from a cache never shows yesterday's availability or price.
 */
export function useLiveEvent(skus: readonly string[], store: { storeId: number; currencyCode: string }): LiveEvent {
  const hydrated = useHydrated();
  const [live, setLive] = useState<LiveEvent & { key: string }>({ key: '', stock: null, currency: TICKET_PRICES_PENDING });
  // The effect depends on the skus' text, not on the array (a new one each render).
  const key = skus.join(',');
  const { storeId, currencyCode } = store;
  // Adding tickets holds them, so the shown stock is asked again whenever the cart changes.
  const cartCount = useRootData()?.cart.count ?? 0;
  useEffect(() => {
    if (!hydrated || key === '') return;
    const wanted = key.split(',');
    const controller = new AbortController();
    // Answers for another event (client navigation) are dropped rather than merged.
    const fresh = (l: LiveEvent & { key: string }) => (l.key === key ? l : { key, stock: null, currency: TICKET_PRICES_PENDING });
    void fetchStock(wanted, controller.signal).then((stock) => !controller.signal.aborted && setLive((l) => ({ ...fresh(l), stock })));
    void fetchCurrentPrices(wanted, { storeId, currencyCode }, controller.signal).then((currency) => !controller.signal.aborted && setLive((l) => ({ ...fresh(l), currency })));
    return () => controller.abort();
  }, [hydrated, key, storeId, currencyCode, cartCount]);
  return live.key === key ? live : { stock: null, currency: TICKET_PRICES_PENDING };
}
