import { describe, expect, it } from 'vitest';
import { searchBodySchema, type ParsedSearchBody, type StoreCode } from '@encore/contracts';
import { PRICE_RANGES, normaliseSearch } from '@encore/domain';
import { generateLargeCatalogue, artistName } from '../src/db/generate/large-catalogue.ts';
import { importCatalogue } from '../src/db/import/import-catalogue.ts';
import { CatalogService } from '../src/modules/catalog/catalog.service.ts';
import { isKnownField } from '../src/modules/catalog/catalog-index.ts';
import { AnswerCache } from '../src/modules/catalog/answer-cache.ts';
import { runSearch, textScores } from '../src/modules/catalog/catalog-search.ts';
import { productSearchJson } from '../src/modules/catalog/product-search.ts';
import { CatalogTextIndex } from '../src/modules/catalog/text/catalog-text-index.ts';
import { SearchBudget } from '../src/modules/catalog/text/search-budget.ts';
import { systemClock } from '../src/platform/clock.ts';
import type { SourceFilter } from '@encore/domain';
import { dbAvailable, useApi } from './harness.ts';

/** Deterministic choices (mulberry32), so a failing query can be replayed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Query {
  store: StoreCode;
  groupId: number;
  from?: number;
  size?: number;
  sort?: string;
  source: SourceFilter;
  body: ParsedSearchBody;
}

const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå', 'Nowhere'];
const SORTS = [undefined, 'updated_at:desc', 'final_price:asc', 'final_price:desc', 'date:asc', 'name:asc', 'final_price:asc,date:desc', '_score:desc', 'stock.qty:desc', 'city', 'id:desc', 'category_ids:asc'];
const FACETS = [{ field: 'city' }, { field: 'venue_key' }, { field: 'event_month' }, { field: 'category_ids' }, { field: 'status' }, { field: 'stock.is_in_stock' }, { field: 'configurable_children.sku', size: 5 }];

function queries(count: number, categoryIds: number[]): Query[] {
  const r = rng(37);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const out: Query[] = [];
  for (let i = 0; i < count; i++) {
    const filters: { attribute: string; value: Record<string, unknown> }[] = [];
    const c = r();
    // Now and then an id written as text, the way a filter may carry it (' 3' and '3.0' are no id of 3 to the filter).
    const asSent = (id: number): number | string => (r() < 0.1 ? pick([String(id), ` ${id}`, `${id}.0`]) : id);
    if (c < 0.3) filters.push({ attribute: 'category_ids', value: { in: [asSent(pick(categoryIds))] } });
    else if (c < 0.7) filters.push({ attribute: 'category_ids', value: { in: [asSent(pick(categoryIds)), pick(categoryIds), pick(categoryIds), pick(categoryIds)] } });
    if (r() < 0.5) filters.push({ attribute: 'stock.is_in_stock', value: { eq: true } });
    if (r() < 0.4) filters.push({ attribute: 'city', value: { in: r() < 0.7 ? [pick(CITIES)] : [pick(CITIES), pick(CITIES)] } });
    if (r() < 0.3) {
      const range = pick(PRICE_RANGES);
      filters.push({ attribute: 'final_price_incl_tax', value: { gte: range.from ?? 0, ...(range.to !== undefined ? { lt: range.to } : {}) } });
    }
    if (r() < 0.1) filters.push({ attribute: 'city', value: { nin: [pick(CITIES)] } });
    if (r() < 0.1) filters.push({ attribute: 'date', value: { gte: '2026-03-01', lte: '2026-09-30' } });
    if (r() < 0.05) filters.push({ attribute: 'venue_key', value: { eq: null } });
    if (r() < 0.05) filters.push({ attribute: 'final_price', value: { gt: '300' } });
    const text = r() < 0.35 ? pick([artistName(Math.floor(r() * 20)).replace(/(\w)(\w)$/, '$2$1'), artistName(Math.floor(r() * 20)).slice(0, 5), 'rock', 'stockholm arena', 'zz']) : undefined;
    const aggregations = r() < 0.6 ? [...FACETS.filter(() => r() < 0.5), ...(r() < 0.5 ? [{ field: 'final_price_incl_tax', ranges: PRICE_RANGES.map((p) => ({ ...(p.from !== undefined ? { from: p.from } : {}), ...(p.to !== undefined ? { to: p.to } : {}) })) }] : [])] : [];
    const source: SourceFilter = r() < 0.1 ? { include: ['id', 'sku', 'name', 'stock.qty'] } : r() < 0.05 ? { exclude: ['configurable_children'] } : {};
    out.push({
      store: pick(['default', 'default', 'store_de', 'store_it'] as const),
      groupId: r() < 0.2 ? 1 : 0,
      ...(r() < 0.8 ? { from: Math.floor(r() * 4) * 16 } : {}),
      ...(r() < 0.8 ? { size: pick([1, 16, 16, 50]) } : {}),
      ...(r() < 0.9 ? { sort: pick(SORTS) } : {}),
      source,
      // Parsed as the route parses it (defaults filled in).
      body: searchBodySchema.parse({ filters, ...(text ? { text } : {}), aggregations }),
    });
  }
  return out;
}

/**
 * The query with its filters tagged and facets counted without one of them (a facet panel's question),
 * for a third of the queries that filter: the names of those facets with the filter each leaves out.
 */
function taggedVariants(q: Query, r: () => number): Array<{ tagged: ParsedSearchBody; excluded: Array<[string, number]> }> {
  if (q.body.filters.length === 0 || r() > 0.35) return [];
  const filters = q.body.filters.map((f, i) => ({ ...f, tag: `f${i}` }));
  const excluded: Array<[string, number]> = [];
  const extra = FACETS.filter(() => r() < 0.4).map((a, k) => {
    const without = Math.floor(r() * filters.length);
    excluded.push([`x${k}`, without]);
    return { ...a, name: `x${k}`, exclude: [`f${without}`] };
  });
  const price = { field: 'final_price_incl_tax', name: 'xprice', ranges: PRICE_RANGES.map((p) => ({ ...(p.from !== undefined ? { from: p.from } : {}), ...(p.to !== undefined ? { to: p.to } : {}) })), exclude: [`f${filters.length - 1}`] };
  excluded.push(['xprice', filters.length - 1]);
  return [{ tagged: { ...q.body, filters, aggregations: [...q.body.aggregations, ...extra, price] }, excluded }];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzåäöéü0123456789';
const ACCENTED: Record<string, string> = { a: 'á', o: 'ö', e: 'é', u: 'ü', i: 'í', c: 'ç' };

/** One typing slip in a word: a swap of neighbours, a dropped, added or wrong letter, an accent, or a prefix. */
function slip(word: string, r: () => number): string {
  const at = Math.floor(r() * word.length);
  const letter = LETTERS[Math.floor(r() * LETTERS.length)]!;
  switch (Math.floor(r() * 7)) {
    case 0:
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, -2) + word.slice(-1) + word.slice(-2, -1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at);
    case 3:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 4:
      return [...word].map((c) => ACCENTED[c.toLowerCase()] ?? c).join('');
    case 5:
      return word.slice(0, Math.max(2, at));
    default:
      return word.toUpperCase();
  }
}

/** Typo queries over the catalogue's own words: artists, cities, categories, skus; short and long, one to four words, one or two slips. */
function typoQueries(count: number, words: string[]): string[] {
  const r = rng(91);
  const pick = () => words[Math.floor(r() * words.length)]!;
  return Array.from({ length: count }, () => {
    const n = 1 + Math.floor(r() * (r() < 0.7 ? 2 : 4));
    return Array.from({ length: n }, () => {
      let w = pick();
      for (let k = r() < 0.3 ? 2 : r() < 0.9 ? 1 : 0; k > 0; k--) w = slip(w, r);
      return w;
    }).join(' ');
  });
}

describe.skipIf(!dbAvailable)('product searches from the columns answer exactly as filtering every document', () => {
  const api = useApi();

  it('gives the same bytes for 1,200 generated searches: hits, order, totals, facets, prices per group', async () => {
    const doc = generateLargeCatalogue({ events: 400, ticketsPerEvent: 3, artists: 20, withTaxonomy: false, seed: 11, prefix: 'DIFF' });
    await importCatalogue(api.db, doc);
    // A customer group with its own one-ticket price on a fixture event, so group-priced documents take part.
    await api.db.insertInto('tier_price').values([{ product_id: 1031, currency: 'SEK', customer_group_id: 1, qty: 1, value: 100 }]).execute();
    const catalog = new CatalogService(api.db, systemClock);
    const index = (await catalog.storeIndex('default'))!;
    const categoryIds = [...index.productsByCategory.keys()];
    const mismatches: string[] = [];
    let withHits = 0;
    let excludedChecked = 0;
    const r = rng(53);
    for (const q of queries(1200, [...categoryIds, 999_999])) {
      const store = (await catalog.storeIndex(q.store))!;
      const n = normaliseSearch(
        { entityType: 'product', from: q.from, size: q.size, sort: q.sort, body: q.body },
        { isKnownField: (f) => isKnownField(store, 'product', f), knownAttributeCodes: store.attributeCodes },
      );
      const expected = JSON.stringify({ code: 200, result: runSearch(store, n, q.source, performance.now(), q.groupId) });
      const actual = productSearchJson(store, n, q.source, performance.now(), q.groupId).json;
      if (JSON.parse(expected).result.total > 0) withHits++;
      if (actual !== expected) {
        const ids = (j: string) => (JSON.parse(j).result.items as { id: number }[]).map((x) => x.id).join(',');
        const meta = (j: string) => JSON.stringify({ ...JSON.parse(j).result, items: undefined });
        mismatches.push(`${JSON.stringify(q)}\n old ${ids(expected)} ${meta(expected)}\n new ${ids(actual)} ${meta(actual)}`);
      }
      const known = (f: string) => isKnownField(store, 'product', f);
      const untagged = (without: number) =>
        normaliseSearch({ entityType: 'product', size: 1, body: { ...q.body, filters: q.body.filters.filter((_, i) => i !== without) } }, { isKnownField: known });
      for (const { tagged, excluded } of taggedVariants(q, r)) {
        const t = normaliseSearch({ entityType: 'product', from: q.from, size: q.size, sort: q.sort, body: tagged }, { isKnownField: known, knownAttributeCodes: store.attributeCodes });
        const old = JSON.stringify({ code: 200, result: runSearch(store, t, q.source, performance.now(), q.groupId) });
        const now = productSearchJson(store, t, q.source, performance.now(), q.groupId).json;
        if (now !== old) mismatches.push(`tagged ${JSON.stringify(tagged)}\n old ${old.slice(0, 400)}\n new ${now.slice(0, 400)}`);
        // A facet counted without a filter counts what the same search without that filter counts.
        const aggs = JSON.parse(now).result.aggregations as Record<string, unknown>;
        for (const [name, filterIndex] of excluded) {
          const alone = runSearch(store, { ...untagged(filterIndex), aggregations: tagged.aggregations.filter((a) => a.name === name) }, {}, performance.now(), q.groupId);
          if (JSON.stringify(alone.aggregations[name]) !== JSON.stringify(aggs[name])) mismatches.push(`excluded ${name} of ${JSON.stringify(tagged)}`);
          excludedChecked++;
        }
      }
    }
    // Many generated searches must find something, or equal answers would prove little.
    expect(withHits).toBeGreaterThan(400);
    expect(excludedChecked).toBeGreaterThan(200);
    expect(mismatches.length, mismatches.slice(0, 3).join('\n')).toBe(0);
  }, 120_000);

  it('expands typos through the symmetric-delete index exactly as MiniSearch walks its vocabulary: same ids, order, scores and totals', async () => {
    const doc = generateLargeCatalogue({ events: 400, ticketsPerEvent: 3, artists: 20, withTaxonomy: false, seed: 11, prefix: 'DIFF' });
    await importCatalogue(api.db, doc);
    const catalog = new CatalogService(api.db, systemClock);
    const words = new Set<string>(['ab', 'abc', 'rock', 'arena', 'live', 'stockholm', 'göteborg', 'malmö', 'umeå', 'konserter', 'diff', 'zz']);
    const store = (await catalog.storeIndex('default'))!;
    for (const p of store.products) for (const w of `${p.name} ${p.sku} ${p.category.map((c) => c.name).join(' ')}`.split(/[\s–-]+/)) if (w) words.add(w);
    const texts = typoQueries(800, [...words]);
    let withHits = 0;
    const mismatches: string[] = [];
    for (const code of ['default', 'store_de'] as const) {
      const index = (await catalog.storeIndex(code))!;
      // The reference: the same documents filed alike, typos expanded by MiniSearch's own walk of the vocabulary.
      const walked = new CatalogTextIndex();
      walked.addAll(index.products);
      const reference = { ...index, text: walked, textScores: new Map(), textHits: new Map(), cache: new AnswerCache(), columns: new Map() };
      const fresh = { ...index, textScores: new Map(), textHits: new Map(), cache: new AnswerCache(), columns: new Map() };
      for (const text of texts) {
        for (const mode of ['search', 'suggest'] as const) {
          const a = textScores(fresh, text, mode, new SearchBudget(performance.now()));
          const b = textScores(reference, text, mode, new SearchBudget(performance.now()));
          if (a.scores.size > 0) withHits++;
          if (JSON.stringify([...a.scores]) !== JSON.stringify([...b.scores])) mismatches.push(`${code} ${mode} ${JSON.stringify(text)}: ${JSON.stringify([...a.scores].slice(0, 5))} vs ${JSON.stringify([...b.scores].slice(0, 5))}`);
        }
        for (const sort of [undefined, '_score:desc', 'final_price:asc']) {
          const n = normaliseSearch(
            { entityType: 'product', from: 0, size: 16, sort, body: searchBodySchema.parse({ text, aggregations: [{ field: 'city' }] }) },
            { isKnownField: (f) => isKnownField(index, 'product', f), knownAttributeCodes: index.attributeCodes },
          );
          const actual = productSearchJson(fresh, n, {}, performance.now(), 0).json;
          const expected = productSearchJson(reference, n, {}, performance.now(), 0).json;
          if (actual !== expected) mismatches.push(`${code} ${sort} ${JSON.stringify(text)}: answers differ`);
          // The columns' answer to a text search without a shopper's filters is the same as filtering every document.
          const documentByDocument = JSON.stringify({ code: 200, result: runSearch(fresh, n, {}, performance.now(), 0) });
          if (actual !== documentByDocument) mismatches.push(`${code} ${sort} ${JSON.stringify(text)}: columns and documents differ`);
        }
      }
    }
    // Most typo queries must find something, or equal answers would prove little.
    expect(withHits).toBeGreaterThan(texts.length);
    expect(mismatches.length, mismatches.slice(0, 5).join('\n')).toBe(0);
  }, 180_000);
});
