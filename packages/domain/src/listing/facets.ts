import type { AggregationBucket } from '@encore/contracts';
import { LISTING_FILTERS, type ListingFilterCode } from './listing-filters.ts';
import { PRICE_RANGES, priceRangeLabel } from './price-ranges.ts';

/** A category filter option (id, label, type, a price range's from and to, single-select) with its count. */
export interface FacetOption {
  id: string;
  label: string;
  type: ListingFilterCode;
  count: number;
  from?: number;
  to?: number;
  single?: boolean;
}

export interface FacetLabels {
  /** Label of a term (category name by id, ...); an empty or missing label drops the option. */
  label?: (code: ListingFilterCode, key: string) => string | undefined;
  /** Added in brackets to options whose labels would otherwise be the same ("Cirkus (Stockholm)"). */
  qualifier?: (code: ListingFilterCode, key: string) => string | undefined;
  currencySign: string;
}

type Aggregations = Record<string, { buckets: AggregationBucket[] } | undefined>;

/**
 * Facets with counts from the listing's aggregations: terms sorted by label
 * (months chronologically), price buckets with their range labels.
 */
export function facetsFromAggregations(
  aggregations: Aggregations,
  labels: FacetLabels,
  /** Chosen values: offered with a zero count when no bucket has them, so they keep their label and can be removed. */
  selected: Partial<Record<ListingFilterCode, readonly string[]>> = {},
): Partial<Record<ListingFilterCode, FacetOption[]>> {
  const out: Partial<Record<ListingFilterCode, FacetOption[]>> = {};
  for (const def of LISTING_FILTERS) {
    const code = def.code as ListingFilterCode;
    if (def.kind === 'range') {
      const buckets = aggregations[`agg_range_${def.field}`]?.buckets;
      if (!buckets) continue;
      out[code] = PRICE_RANGES.map((r, i) => ({
        id: r.id,
        label: priceRangeLabel(r, i, PRICE_RANGES.length, labels.currencySign),
        type: code,
        count: buckets[i]?.doc_count ?? 0,
        from: r.from,
        ...(r.to !== undefined ? { to: r.to } : {}),
        single: true,
      }));
      continue;
    }
    const found = aggregations[`agg_terms_${def.field}`]?.buckets;
    if (!found) continue;
    const keys = new Set(found.map((b) => String(b.key)));
    const buckets = [...found, ...(selected[code] ?? []).filter((id) => !keys.has(id)).map((id) => ({ key: id, doc_count: 0 }))];
    const options: FacetOption[] = [];
    for (const b of buckets) {
      const id = String(b.key);
      const label = labels.label ? labels.label(code, id) : id;
      if (!label) continue;
      options.push({ id, label, type: code, count: b.doc_count });
    }
    if (labels.qualifier) qualifyRepeatedLabels(options, (id) => labels.qualifier!(code, id));
    options.sort((a, b) => (code === 'month' ? a.id.localeCompare(b.id) : a.label.localeCompare(b.label)));
    out[code] = options;
  }
  return out;
}

function qualifyRepeatedLabels(options: FacetOption[], qualifier: (id: string) => string | undefined): void {
  const uses = new Map<string, number>();
  for (const o of options) uses.set(o.label, (uses.get(o.label) ?? 0) + 1);
  for (const o of options) {
    const q = (uses.get(o.label) ?? 0) > 1 ? qualifier(o.id) : undefined;
    if (q) o.label = `${o.label} (${q})`;
  }
}
