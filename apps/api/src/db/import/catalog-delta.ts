import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { EventRows, ImportPlan } from './resolve.ts';

/**
 * What an import changed, for API processes that can patch their loaded catalogue instead of reading it
 * all again. Stored in catalog_meta next to the version it leads to: a reader applies it only when it holds
 * exactly `base` and the database holds exactly `version`; anything else (another writer, a missed
 * import) falls back to a full reload.
 */
export interface CatalogDelta {
  base: string;
  version: string;
  /** Shared data (venues, categories, attributes, tax rules) changed: every document may be affected. */
  full: boolean;
  /** Top-level product ids whose rows, ticket categories, prices or links changed (see `compared`). */
  products: number[];
  /**
   * Whether the import could compare its events with the import before it (that import's hashes, and the
   * version it left unchanged since): only then does `products` list every changed event, also when
   * shared data changed. Absent in deltas written before the field existed.
   */
  compared?: boolean;
}

export const CATALOG_DELTA_KEY = 'catalog_delta';
/** Content hashes of the last import (shared data + per event), to tell changed events from rewritten ones. */
const IMPORT_HASHES_KEY = 'catalog_import_hashes';

interface ImportHashes {
  /** The version the import that wrote these hashes bumped to. */
  version?: string;
  shared: string;
  events: Record<string, string>;
}

// An import stamps created_at/updated_at on every row it writes, changed or not: stamps are not content.
const withoutStamps = (key: string, value: unknown) => (key === 'updated_at' || key === 'created_at' ? undefined : value);
const hash = (value: unknown) => createHash('sha1').update(JSON.stringify(value, withoutStamps)).digest('base64url');

export function eventHash(e: EventRows): string {
  return hash([e.parent, e.children, e.categories, e.prices, e.tierPrices, e.inventory]);
}

export function importHashes(plan: ImportPlan): ImportHashes {
  const events: Record<string, string> = {};
  for (const e of plan.events) events[e.parent.id] = eventHash(e);
  return { shared: hash([plan.venues, plan.categories, plan.attributes, plan.taxRules]), events };
}

async function readMeta(db: Kysely<Database>, key: string): Promise<string | undefined> {
  return (await db.selectFrom('catalog_meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

async function writeMeta(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('catalog_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

function parse<T>(text: string | undefined): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** The version before this import's bump (read inside the import's transaction). */
export async function readBaseVersion(db: Kysely<Database>): Promise<string> {
  return (await readMeta(db, 'catalog_version')) ?? '0';
}

/**
 * Records what this import changed compared with the previous import. Without previous hashes (first
 * import, or a catalogue written by something else) the delta says `full`.
 */
export async function recordCatalogDelta(db: Kysely<Database>, plan: ImportPlan, base: string, version: string): Promise<CatalogDelta> {
  const before = parse<ImportHashes>(await readMeta(db, IMPORT_HASHES_KEY));
  const after = importHashes(plan);
  // Hashes of events not in this file are kept: the import leaves those events as they are.
  const merged: ImportHashes = { version, shared: after.shared, events: { ...before?.events, ...after.events } };
  // A version bumped by anyone else since that import may stand for rows changed behind its back.
  // Packages read other events' tickets: an import that writes any is not patched in place.
  const compared = before !== undefined && before.version === base;
  const full = !compared || before.shared !== after.shared || plan.packages.length > 0;
  const products = compared ? Object.keys(after.events).filter((id) => before.events[id] !== after.events[id]).map(Number) : [];
  const delta: CatalogDelta = { base, version, full, products, compared };
  await writeMeta(db, IMPORT_HASHES_KEY, JSON.stringify(merged));
  await writeMeta(db, CATALOG_DELTA_KEY, JSON.stringify(delta));
  return delta;
}

/**
 * Anything that bumps the version outside an import (seed deletes, admin edits) must forget the import
 * hashes, so the next import does not report a delta against rows it did not write.
 */
export async function forgetImportHashes(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('catalog_meta').where('key', 'in', [IMPORT_HASHES_KEY, CATALOG_DELTA_KEY]).execute();
}
