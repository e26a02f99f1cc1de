import { DEFAULT_SEARCH_SIZE, type StoreView } from '@encore/contracts';
import { searchProducts } from '#app/lib/api.server.ts';
import { EVENT_SUMMARY_FIELDS, toEventSummary } from '../catalog/reshape.ts';
import type { EventSummary } from '../catalog/types.ts';
import { suggestQuery } from './suggestion-query.ts';

export interface SearchPageResult {
  q: string;
  events: EventSummary[];
  total: number;
}

/** Text search for the results page; the API applies the field boosts, typo tolerance, visibility and status rules. */
export async function searchEvents(storeView: StoreView, raw: string): Promise<SearchPageResult> {
  const q = suggestQuery(raw);
  if (!q) return { q: raw.trim(), events: [], total: 0 };
  const r = await searchProducts({ storeCode: storeView.storeCode, body: { text: q }, size: DEFAULT_SEARCH_SIZE, includeFields: EVENT_SUMMARY_FIELDS });
  return { q, events: r.items.map(toEventSummary), total: r.total };
}
