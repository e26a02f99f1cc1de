import { existsSync, readFileSync } from 'node:fs';
import type { Locale } from './catalogues.ts';
import type { TextPart } from './text-parts.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

// The client build's manifest lies beside the server build; where exactly depends on which server chunk this code ends up in.
const CANDIDATES = ['../client/.vite/manifest.json', '../../client/.vite/manifest.json'];

function readManifest(): Record<string, ManifestChunk> | undefined {
  for (const candidate of CANDIDATES) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(url)) return JSON.parse(readFileSync(url, 'utf8')) as Record<string, ManifestChunk>;
  }
  return undefined;
}

/** A locale's catalogue files by part (text-parts.ts). */
export type CataloguePreloads = Record<TextPart, string[]>;

let preloads: Map<string, CataloguePreloads> | undefined;

/**
 * The script files of a locale's message catalogue, by part, for `<link rel="modulepreload">`: the
 * browser then fetches them beside the entry script instead of after it, so hydration does not wait one
 * more round trip. Empty in development (no built manifest) and when the build has no such chunk.
 */
export function cataloguePreloads(locale: Locale): CataloguePreloads {
  if (!preloads) {
    preloads = new Map();
    const manifest = readManifest();
    for (const [key, chunk] of Object.entries(manifest ?? {})) {
      const found = /i18n\/catalogue\/(orders\/)?([a-z]{2}-[A-Z]{2})\.ts$/.exec(key);
      if (!found) continue;
      const files = [chunk.file, ...(chunk.imports ?? []).map((name) => manifest?.[name]?.file).filter((f): f is string => !!f)];
      const entry = preloads.get(found[2]!) ?? { browse: [], orders: [] };
      entry[found[1] ? 'orders' : 'browse'] = files.map((f) => `/${f}`);
      preloads.set(found[2]!, entry);
    }
  }
  return preloads.get(locale) ?? { browse: [], orders: [] };
}
