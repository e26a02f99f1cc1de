// `npm run bench:growth`: how the catalogue's cost grows with its size. Runs `bench:catalog` for
// 1,000, 10,000 and 100,000 events (BENCH_GROWTH_SIZES overrides; `-- --from-results` only redraws from
// the latest saved run of each size), then writes bench/results/growth.md (a table) and
// bench/results/growth.svg (a plot drawn with Vega-Lite) side by side, for a shop owner to read.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vega from 'vega';
import { compile } from 'vega-lite';

const RESULTS = 'bench/results';
const sizes = (process.env.BENCH_GROWTH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const fromResults = process.argv.includes('--from-results');

if (!fromResults) {
  for (const events of sizes) {
    console.log(`\n▶ ${events.toLocaleString('en')} events`);
    execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/catalog-large.mjs'], { stdio: 'inherit', env: { ...process.env, BENCH_EVENTS: String(events) } });
  }
}

/** The newest saved run of `bench:catalog` for a catalogue size. */
function latest(events) {
  const files = readdirSync(RESULTS).filter((f) => f.startsWith(`catalog-large-${events}-`) && f.endsWith('.json')).sort();
  if (!files.length) throw new Error(`no saved bench:catalog run for ${events} events in ${RESULTS}; run without --from-results`);
  return JSON.parse(readFileSync(join(RESULTS, files.at(-1)), 'utf8')).rows;
}

const MEASURES = [
  ['(a)', 'listing with facets, uncached'],
  ['(b)', 'text search with a typo, uncached'],
  ['(d-once)', 'suggestions, first request per prefix'],
  ['(d)', 'suggestions as you type, repeated'],
  ['(c)', 'one listing repeated (answer cache)'],
  ['(c-br)', 'the same, compressed as browsers ask'],
];
const runs = sizes.map((events) => ({ events, rows: latest(events) }));
const row = (rows, tag) => rows.find((r) => r.title?.startsWith(`${tag} `));

const fmt = (n) => (n === null || n === undefined || Number.isNaN(n) ? '–' : Number(n).toLocaleString('en'));
const header = `| Measure | ${runs.map((r) => `${fmt(r.events)} events`).join(' | ')} |\n|---|${runs.map(() => '---|').join('')}`;
const lines = [];
for (const [tag, label] of MEASURES) {
  lines.push(`| ${tag} ${label}: requests/s | ${runs.map((r) => fmt(row(r.rows, tag)?.requests_per_s)).join(' | ')} |`);
  lines.push(`| ${tag} p99 ms | ${runs.map((r) => fmt(row(r.rows, tag)?.latency_p99_ms)).join(' | ')} |`);
}
const first = (r) => r.rows[0] ?? {};
const memory = (r) => r.rows.find((x) => x.title?.startsWith('API memory')) ?? {};
lines.push(`| import (ms) | ${runs.map((r) => fmt(first(r).import_ms)).join(' | ')} |`);
lines.push(`| index answering after the import (ms) | ${runs.map((r) => fmt(first(r).index_ready_ms)).join(' | ')} |`);
lines.push(`| API resident memory after the index was built (MB) | ${runs.map((r) => fmt(first(r).memory_after_index_mb?.rss)).join(' | ')} |`);
lines.push(`| API peak resident memory during the run (MB) | ${runs.map((r) => fmt(memory(r).peak)).join(' | ')} |`);

writeFileSync(
  join(RESULTS, 'growth.md'),
  `# How the catalogue's cost grows with its size\n\nWritten by \`npm run bench:growth\` (${new Date().toISOString().slice(0, 10)}, Node ${process.version}): \`bench:catalog\` at each size, one API process on SQLite, 50 connections, on the machine the figures were taken on. (a) and (b) send each distinct request once, so none is served from the answer cache. Latencies leave out each connection's first answer, which also times the connection being made (ADR 0085). The plot is growth.svg.\n\n${header}\n${lines.join('\n')}\n`,
);

const points = runs.flatMap((r) =>
  MEASURES.flatMap(([tag, label]) => {
    const x = row(r.rows, tag);
    if (!x) return [];
    return [
      { events: r.events, measure: `${tag} ${label}`, metric: 'requests per second', value: x.requests_per_s },
      { events: r.events, measure: `${tag} ${label}`, metric: 'p99 latency (ms)', value: x.latency_p99_ms },
    ];
  }),
);
const spec = {
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  title: 'Encore catalogue: throughput and p99 latency by catalogue size (one API process, SQLite)',
  data: { values: points },
  facet: { column: { field: 'metric', type: 'nominal', title: null } },
  spec: {
    width: 360,
    height: 260,
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'events', type: 'quantitative', scale: { type: 'log' }, title: 'events in the catalogue' },
      y: { field: 'value', type: 'quantitative', scale: { type: 'log' }, title: null },
      color: { field: 'measure', type: 'nominal', title: 'measure', legend: { orient: 'bottom', columns: 2, labelLimit: 320 } },
    },
  },
  resolve: { scale: { y: 'independent' } },
};
const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
writeFileSync(join(RESULTS, 'growth.svg'), await view.toSVG());
console.log(`\n${header}\n${lines.join('\n')}\n\nwritten: ${RESULTS}/growth.md, ${RESULTS}/growth.svg`);
