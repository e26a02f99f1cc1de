// `npm run bench:search-libraries` (BENCH_EVENTS=100000 for the large catalogue): the catalogue's text
// search in MiniSearch as the API runs it, in Orama and in FlexSearch, side by side in one process over
// the generated catalogue the other catalogue benches use (issue 13). For each library: build time, heap
// after the build, and per query kind (exact artist and event names, the same with one slip, search-box
// prefixes) queries a second, p50 and p99 on one thread, the share of the intended artist's events (or
// the intended event) in the top 16, and how much of MiniSearch's top 16 the library's top 16 holds.
// BENCH_QUERIES caps the artists queries are made from (default 200), BENCH_ROUND_SECONDS a library's
// time on one query kind in one round (default 30), BENCH_LIBRARIES picks libraries by label.
import { loadavg } from 'node:os';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import FlexSearch from 'flexsearch';
import { foldForSearch } from '@encore/domain';
import { generateLargeCatalogue } from '../apps/api/src/db/generate/large-catalogue.ts';
import { textScores } from '../apps/api/src/modules/catalog/catalog-search.ts';
import { CatalogTextIndex } from '../apps/api/src/modules/catalog/text/catalog-text-index.ts';
import { SearchBudget } from '../apps/api/src/modules/catalog/text/search-budget.ts';
import { TEXT_BOOST, fuzziness } from '../apps/api/src/modules/catalog/text/text-rules.ts';
import { saveResults } from './lib.mjs';

if (typeof global.gc !== 'function') throw new Error('run with node --expose-gc (npm run bench:search-libraries does)');
const eventCount = Number(process.env.BENCH_EVENTS ?? 10_000);
const artistSample = Number(process.env.BENCH_QUERIES ?? 200);
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 30);
const only = process.env.BENCH_LIBRARIES?.split(',').map((s) => s.trim().toLowerCase());
const TOP = 16;
const load = () => loadavg().map((x) => x.toFixed(1)).join(' ');

// Product documents with exactly the fields the text index reads (name, skus, category names). Built
// from the generated file rather than through an import and buildStoreIndex, which would cost minutes
// and gigabytes at 100,000 events; ADR 0055 records that both give the same text.
const catalogue = generateLargeCatalogue({ events: eventCount, ticketsPerEvent: 5 });
const categoryName = new Map(catalogue.categories.map((c) => [c.id, c.name]));
const products = catalogue.events.map((e) => ({
  id: e.id,
  name: e.name,
  sku: e.sku,
  category: e.category_ids.map((id) => ({ category_id: id, name: categoryName.get(id) })),
  configurable_children: e.children.map((c) => ({ sku: c.sku })),
}));
// The three fields as the API's index extracts them, accent-folded as it folds them, for the other libraries.
const searchable = products.map((p) => ({
  id: p.id,
  name: foldForSearch(p.name),
  sku: foldForSearch([p.sku, ...p.configurable_children.map((c) => c.sku)].join(' ')),
  category_names: foldForSearch(p.category.map((c) => c.name).join(' ')),
}));
const FIELDS_BY_BOOST = Object.keys(TEXT_BOOST).sort((a, b) => TEXT_BOOST[b] - TEXT_BOOST[a]);

// Queries: every k-th artist, its name and the name of one of its events, each also with one of the
// three slips bench:catalog sends, and the prefixes (4, 5, 7 and 8 letters) of the slipped artist names,
// as its (d-once) row sends them as suggestions.
const artists = catalogue.categories.filter((c) => c.is_artist);
const eventsOf = new Map(artists.map((a) => [a.id, []]));
for (const e of catalogue.events) eventsOf.get(e.category_ids[1])?.push(e);
// Past 1,200 artists the generator repeats names (6,250 artists at 100,000 events share 1,600 names),
// and events repeat names too: a query wants every event of that name, as a shopper cannot tell them apart.
const byName = (pairs) => {
  const ids = new Map();
  for (const [name, id] of pairs) ids.set(name, (ids.get(name) ?? new Set()).add(id));
  return ids;
};
const eventsOfArtistNamed = byName(artists.flatMap((a) => eventsOf.get(a.id).map((e) => [a.name, e.id])));
const eventsNamed = byName(catalogue.events.map((e) => [e.name, e.id]));
const step = Math.max(1, Math.floor(artists.length / artistSample));
const picked = artists.filter((_, i) => i % step === 0).slice(0, artistSample);
const slips = [(s) => s.slice(0, -2) + s.slice(-1) + s.slice(-2, -1), (s) => s.slice(0, 2) + s.slice(3), (s) => s.slice(0, 4) + s[3] + s.slice(4)];
const exact = [];
const typo = [];
picked.forEach((a, i) => {
  const events = eventsOf.get(a.id);
  const event = events[i % events.length];
  const wanted = { artist: eventsOfArtistNamed.get(a.name), event: eventsNamed.get(event.name) };
  for (const [kind, text] of [['artist', a.name], ['event', event.name]]) {
    exact.push({ text, kind, wanted: wanted[kind] });
    // A swap of two equal letters changes nothing: the next slip is taken instead.
    for (let k = 0; k < slips.length; k++) {
      const slipped = slips[(i + k) % slips.length](text);
      if (slipped !== text) {
        typo.push({ text: slipped, kind, wanted: wanted[kind] });
        break;
      }
    }
  }
});
const prefixes = new Map();
picked.forEach((a) => {
  for (const slip of slips)
    for (const n of [4, 5, 7, 8]) {
      const text = slip(a.name).slice(0, n).trimEnd();
      if (!prefixes.has(text)) prefixes.set(text, { text, kind: 'artist', wanted: eventsOfArtistNamed.get(a.name) });
    }
});
const KINDS = [
  ['exact', exact, 'search'],
  ['typo', typo, 'search'],
  ['prefix', [...prefixes.values()], 'suggest'],
];

/** Each library: how it is built, and a search that answers the ids of its top 16 for a query in one of the API's two modes. */
const LIBRARIES = [
  {
    label: 'MiniSearch + typo index (API)',
    // The API's own index and scoring path: boosts, per-word fuzziness, prefixes, 75 % of the words,
    // minimum score and the time budget all come from the API's code, not from a copy of its options.
    build: () => {
      const index = new CatalogTextIndex();
      index.addAll(products);
      index.prepareSearch();
      return index;
    },
    search: (index, text, mode) => topOfScores(textScores({ text: index, textScores: new Map() }, text, mode, new SearchBudget(performance.now())).scores),
  },
  {
    label: 'MiniSearch, its own typo walk',
    // The same index without the symmetric-delete lookup (ADR 0037): same answers, so only its speed and memory tell.
    build: () => {
      const index = new CatalogTextIndex();
      index.addAll(products);
      return index;
    },
    search: (index, text, mode) => topOfScores(textScores({ text: index, textScores: new Map() }, text, mode, new SearchBudget(performance.now())).scores),
  },
  ...[
    ['longest', (tolerances) => Math.max(0, ...tolerances)],
    ['shortest', (tolerances) => Math.min(...tolerances)],
  ].map(([which, pick]) => ({
    label: `Orama (edits of the ${which} word)`,
    // Orama takes one edit distance for the whole query, and counts a word matched within it as much as
    // the word itself. The largest distance the API allows any of the words finds a slip in a long word
    // but lets short words match loosely; the smallest keeps short words exact and misses such slips.
    // Every word matches as a prefix, and a document matching any word is a hit (no share of the words).
    build: () => {
      const db = create({ schema: { name: 'string', sku: 'string', category_names: 'string' } });
      insertMultiple(db, searchable.map((d) => ({ ...d, id: String(d.id) })), 5000);
      return db;
    },
    search: (db, text) => {
      const folded = foldForSearch(text);
      const tolerance = pick(folded.split(/\s+/).filter(Boolean).map(fuzziness));
      return oramaSearch(db, { term: folded, properties: FIELDS_BY_BOOST, boost: TEXT_BOOST, tolerance, limit: TOP }).hits.map((h) => Number(h.id));
    },
  })),
  ...['LatinBalance', 'LatinExtra'].map((encoder) => ({
    label: `FlexSearch (${encoder})`,
    // FlexSearch has no edit distance: typos are met only where its encoder folds both spellings to one
    // (LatinBalance: accents, doubled letters; LatinExtra: also a phonetic code). It keeps no scores or
    // field weights either: the fields are searched in boost order and the merged answer keeps that
    // order, which is the nearest it has to boosts. 'forward' files every prefix of every word, and
    // 'suggest' lets hits miss some of the words.
    build: () => {
      const index = new FlexSearch.Document({ document: { id: 'id', index: FIELDS_BY_BOOST }, tokenize: 'forward', encoder: FlexSearch.Charset[encoder] });
      for (const d of searchable) index.add(d);
      return index;
    },
    search: (index, text) => {
      const ids = index.search(foldForSearch(text), { limit: TOP, suggest: true, merge: true }).map((h) => h.id);
      return ids.slice(0, TOP);
    },
  })),
].filter((l) => !only || only.some((o) => l.label.toLowerCase().includes(o)));

/** The first 16 ids of the API's text scores (they come best first, as the index answers them). */
function topOfScores(scores) {
  const ids = [];
  for (const id of scores.keys()) {
    if (ids.length === TOP) break;
    ids.push(id);
  }
  return ids;
}

function heapMb() {
  // Twice: the first collection can leave garbage that only a second one frees (weak maps, finalisers).
  global.gc();
  global.gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

console.log(`${eventCount} events, ${artists.length} artists; queries from ${picked.length} artists: ${exact.length} exact, ${typo.length} with a slip, ${prefixes.size} prefixes; load average ${load()}`);
const built = [];
for (const library of LIBRARIES) {
  const before = heapMb();
  const cpu = process.cpuUsage();
  const t = performance.now();
  const index = await library.build();
  const buildMs = performance.now() - t;
  const used = process.cpuUsage(cpu);
  const heap = heapMb() - before;
  built.push({ library, index, row: { library: library.label, events: eventCount, build_ms: Math.round(buildMs), build_cpu_ms: Math.round((used.user + used.system) / 1000), heap_mb: Math.round(heap) } });
  console.log(`${library.label}: built in ${Math.round(buildMs)} ms (${Math.round((used.user + used.system) / 1000)} ms CPU), heap +${Math.round(heap)} MB; load average ${load()}`);
}
const heapTotal = heapMb();

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
/** The first library's top 16 per query (the API's MiniSearch unless BENCH_LIBRARIES leaves it out), the reference for overlap. */
const reference = new Map();
for (const [kind, queries, mode] of KINDS) {
  const samples = new Map(built.map((b) => [b, { ms: [], byKind: { artist: [], event: [] }, answers: new Map() }]));
  // Untimed: each library's code is compiled and its caches warmed before the figures start.
  for (const b of built) {
    const started = performance.now();
    for (const q of queries.slice(0, 50)) if (performance.now() - started < (roundSeconds * 1000) / 3) b.library.search(b.index, q.text, mode);
  }
  // Two rounds, libraries alternated, so a busy spell on the shared machine falls on all of them.
  for (let round = 0; round < 2; round++)
    for (const b of built) {
      const s = samples.get(b);
      const started = performance.now();
      for (const q of queries) {
        if (performance.now() - started > roundSeconds * 1000) break;
        const t = performance.now();
        const ids = b.library.search(b.index, q.text, mode);
        const ms = performance.now() - t;
        s.ms.push(ms);
        s.byKind[q.kind].push(ms);
        if (!s.answers.has(q)) s.answers.set(q, ids);
      }
    }
  for (const b of built) {
    const { ms, byKind, answers } = samples.get(b);
    if (b === built[0]) for (const [q, ids] of answers) reference.set(q, ids);
    const sorted = [...ms].sort((x, y) => x - y);
    const total = ms.reduce((x, y) => x + y, 0);
    const recall = { artist: [], event: [] };
    const overlap = [];
    let empty = 0;
    for (const [q, ids] of answers) {
      const found = ids.filter((id) => q.wanted.has(id)).length;
      recall[q.kind].push(found / Math.min(TOP, q.wanted.size));
      if (ids.length === 0) empty++;
      const mine = reference.get(q);
      if (mine?.length) overlap.push(ids.filter((id) => mine.includes(id)).length / mine.length);
    }
    const mean = (xs) => (xs.length ? xs.reduce((x, y) => x + y, 0) / xs.length : null);
    const figures = {
      queries_timed: ms.length,
      queries_distinct: answers.size,
      per_s: Math.round((ms.length * 1000) / total),
      p50_ms: +percentile(sorted, 50).toFixed(3),
      p99_ms: +percentile(sorted, 99).toFixed(3),
      // Event names (five words, two of them shared by thousands of events) cost more than artist names.
      p50_ms_artist: byKind.artist.length ? +percentile(byKind.artist.sort((x, y) => x - y), 50).toFixed(3) : null,
      p50_ms_event: byKind.event.length ? +percentile(byKind.event.sort((x, y) => x - y), 50).toFixed(3) : null,
      recall_artist: mean(recall.artist),
      recall_event: mean(recall.event),
      recall: mean([...recall.artist, ...recall.event]),
      overlap_with_minisearch: mean(overlap),
      no_hits: empty / answers.size,
    };
    b.row[kind] = figures;
    const pct = (x) => (x === null ? '–' : `${(x * 100).toFixed(1)} %`);
    console.log(
      `${kind.padEnd(6)} ${b.library.label.padEnd(30)} ${String(figures.per_s).padStart(7)}/s  p50 ${figures.p50_ms.toFixed(3)} ms  p99 ${figures.p99_ms.toFixed(3)} ms (p50 artist ${figures.p50_ms_artist ?? '–'}, event ${figures.p50_ms_event ?? '–'})  recall@16 ${pct(figures.recall)} (artist ${pct(figures.recall_artist)}, event ${pct(figures.recall_event)})  overlap ${pct(figures.overlap_with_minisearch)}  no hits ${pct(figures.no_hits)}  [${ms.length} timed]`,
    );
  }
  console.log(`load average ${load()}`);
}
console.log(`heap with every index built: ${Math.round(heapTotal)} MB`);
saveResults(`search-libraries-${eventCount}`, [...built.map((b) => b.row), { title: 'load average at the end (1, 5, 15 min)', loadavg: loadavg() }]);
