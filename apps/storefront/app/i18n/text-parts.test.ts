import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import svBrowse from './catalogue/sv-SE.ts';
import deBrowse from './catalogue/de-DE.ts';
import itBrowse from './catalogue/it-IT.ts';
import svOrders from './catalogue/orders/sv-SE.ts';
import deOrders from './catalogue/orders/de-DE.ts';
import itOrders from './catalogue/orders/it-IT.ts';
import { isBrowsingRoute, needsOrderTexts, ORDER_FEATURES } from './text-parts.ts';

const APP = join(import.meta.dirname, '..');
const PARTS = { 'sv-SE': [svBrowse, svOrders], 'de-DE': [deBrowse, deOrders], 'it-IT': [itBrowse, itOrders] } as const;

const readJson = (file: string): Record<string, string> => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {});

/** Every message file of a locale, as the catalogue modules' globs would find them, by feature ('' for the shared file). */
function messageFiles(locale: string): Map<string, Record<string, string>> {
  const files = new Map([['', readJson(join(APP, 'i18n', 'messages', `${locale}.json`))]]);
  for (const feature of readdirSync(join(APP, 'features'))) files.set(feature, readJson(join(APP, 'features', feature, 'messages', `${locale}.json`)));
  return files;
}

describe.each(Object.entries(PARTS))('the catalogue of %s in two parts', (locale, [browse, orders]) => {
  const files = messageFiles(locale);

  it('holds every text once: the order features in the order part, everything else in the browsing part', () => {
    const expectedOrders = [...files].filter(([feature]) => (ORDER_FEATURES as readonly string[]).includes(feature)).flatMap(([, texts]) => Object.keys(texts));
    const expectedBrowse = [...files].filter(([feature]) => !(ORDER_FEATURES as readonly string[]).includes(feature)).flatMap(([, texts]) => Object.keys(texts));
    expect(Object.keys(orders).sort()).toEqual(expectedOrders.sort());
    expect(Object.keys(browse).sort()).toEqual(expectedBrowse.sort());
    expect(Object.keys(browse).filter((key) => Object.hasOwn(orders, key))).toEqual([]);
    // The order part is worth its own file: at the time of the split it was about half the texts.
    expect(expectedOrders.length).toBeGreaterThan(100);
  });
});

/** Route ids with their modules, from the route tree. */
function routeModules(): Array<{ id: string; file: string }> {
  const out: Array<{ id: string; file: string }> = [{ id: 'root', file: 'root.tsx' }];
  const walk = (entries: ReadonlyArray<{ id?: string; file: string; children?: unknown }>) => {
    for (const e of entries) {
      out.push({ id: e.id!, file: e.file });
      if (Array.isArray(e.children)) walk(e.children as typeof entries);
    }
  };
  walk(routes);
  return out;
}

/** The app modules a module imports, statically or on demand, but not a part loaded together with the order texts, nor server-only code. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const bringsOrderTexts = /loadCatalogue\([^)]*'all'\)/.test(source);
  const found: string[] = [];
  for (const m of source.matchAll(/(?:from\s+|import\(\s*)'((?:#app\/|\.{1,2}\/)[^']+)'/g)) {
    if (bringsOrderTexts && m[0].startsWith('import(')) continue;
    const spec = m[1]!;
    const path = spec.startsWith('#app/') ? join(APP, spec.slice(5)) : resolve(dirname(file), spec);
    if (/\.server\.tsx?$/.test(path) || !/\.tsx?$/.test(path) || !existsSync(path)) continue;
    found.push(path);
  }
  return found;
}

/** The text ids a module names, literal ones whole and those built from a template as their fixed start. */
function textIdsOf(file: string): { ids: string[]; prefixes: string[] } {
  const source = readFileSync(file, 'utf8');
  const ids = [...source.matchAll(/\bt\(\s*'([a-zA-Z]+\.[\w.]+)'/g)].map((m) => m[1]!);
  const prefixes = [...source.matchAll(/\bt\(\s*`([a-zA-Z]+\.[\w.]*)\$\{/g)].map((m) => m[1]!);
  return { ids, prefixes };
}

describe('which pages wait for the order texts', () => {
  it('is every page but the browsing ones, pages added later included', () => {
    expect(needsOrderTexts(['root', 'store', 'category'])).toBe(false);
    expect(needsOrderTexts(['root', 'store', 'static-about'])).toBe(false);
    expect(needsOrderTexts(['root', 'store', 'checkout'])).toBe(true);
    expect(needsOrderTexts(['root', 'store', 'my-account-orders'])).toBe(true);
    expect(needsOrderTexts(['root', 'store', 'a-page-added-later'])).toBe(true);
  });

  it('finds every text a browsing page names in the browsing part', () => {
    const browsing = routeModules().filter((r) => isBrowsingRoute(r.id));
    expect(browsing.map((r) => r.id)).toEqual(expect.arrayContaining(['root', 'store', 'home', 'category', 'product', 'search', 'cart']));
    const seen = new Set<string>();
    const queue = browsing.map((r) => join(APP, r.file));
    const missing: string[] = [];
    let named = 0;
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...importsOf(file));
      const { ids, prefixes } = textIdsOf(file);
      named += ids.length + prefixes.length;
      for (const id of ids) if (!Object.hasOwn(svBrowse, id)) missing.push(`${id} (${file.slice(APP.length + 1)})`);
      for (const prefix of prefixes) if (!Object.keys(svBrowse).some((key) => key.startsWith(prefix))) missing.push(`${prefix}… (${file.slice(APP.length + 1)})`);
    }
    // The walk reaches the layout, the cards, the listings and the search panel.
    expect(named).toBeGreaterThan(150);
    expect(missing).toEqual([]);
  });
});
