// `npm run bench:first-load` (after a storefront build): the script and style sheet files a first
// visit to the home, category and event pages downloads, read from the client build's manifest, with
// their bytes as the production host sends them to a browser that accepts brotli. Unlike Lighthouse,
// these figures do not move with the load on the machine; they leave out the HTTP headers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const CLIENT = 'apps/storefront/build/client';
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8'));

/** Bytes on the wire: the build's own brotli file when there is one, else the host's on-the-fly brotli (quality 4). */
function wireBytes(file) {
  const path = join(CLIENT, file);
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
}

const routeKey = (name) => Object.keys(manifest).find((key) => key.startsWith(`app/${name}?`) || key === `app/${name}`);

/** Every chunk a set of manifest entries loads before it runs: the entries and their static imports, transitively. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen];
}

const catalogue = Object.keys(manifest).find((key) => /i18n\/catalogue\/sv-SE\.ts$/.test(key));
const pages = {
  home: ['routes/home.tsx'],
  category: ['routes/category.tsx'],
  event: ['routes/product.tsx'],
};
// React Router's route manifest, a script of its own since every route is named up front (ADR 0059).
const routeManifest = readdirSync(join(CLIENT, 'assets')).filter((name) => /^manifest-[\w-]+\.js$/.test(name)).map((name) => `assets/${name}`);
const rows = [];
for (const [page, routes] of Object.entries(pages)) {
  const chunks = closure([routeKey('entry.client.tsx'), routeKey('root.tsx'), routeKey('routes/store-layout.tsx'), ...routes.map(routeKey), catalogue]);
  const scripts = [...new Set([...chunks.map((key) => manifest[key].file), ...routeManifest])];
  const sheets = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))];
  const kb = (files) => Math.round(files.reduce((sum, f) => sum + wireBytes(f), 0) / 102.4) / 10;
  rows.push({ page, scripts: scripts.length, script_kb: kb(scripts), sheets: sheets.length, sheet_kb: kb(sheets) });
}
for (const r of rows) console.log(`${r.page}: ${r.scripts} scripts, ${r.script_kb} KB; ${r.sheets} style sheets from route modules, ${r.sheet_kb} KB`);
