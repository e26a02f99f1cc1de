import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { readBaseVersion, recordCatalogDelta } from './catalog-delta.ts';
import { loadExisting, planImport, type EventRows, type ImportPlan } from './resolve.ts';
import type { PackageRows } from './resolve-packages.ts';
import { parseCatalogue } from './validate.ts';

export type ImportPhase = 'venues' | 'categories' | 'attributes' | 'tax_rules' | 'events' | 'packages';

export interface ImportProgress {
  phase: ImportPhase;
  /** Records of this phase written so far. */
  done: number;
  total: number;
  /** Records of all phases written so far / in the file. */
  overallDone: number;
  overallTotal: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  /** Clock for created_at/updated_at defaults (tests). */
  now?: Date;
  /** Events per write batch (default 250). */
  batchSize?: number;
}

export interface ImportResult {
  venues: number;
  categories: number;
  attributes: number;
  taxRules: number;
  events: number;
  tickets: number;
  packages: number;
  catalogVersion: string;
  durationMs: number;
}

export const CATALOG_VERSION_KEY = 'catalog_version';

/** A new catalogue version: ISO timestamp plus a random suffix (unique even within one millisecond). */
export function newCatalogVersion(now = new Date()): string {
  return `${now.toISOString()}-${randomBytes(4).toString('hex')}`;
}

/** Sets catalog_meta 'catalog_version' so running API processes reload their search index. */
export async function bumpCatalogVersion(db: Kysely<Database>, now = new Date()): Promise<string> {
  const value = newCatalogVersion(now);
  await db
    .insertInto('catalog_meta')
    .values({ key: CATALOG_VERSION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  return value;
}

/**
 * Validates a catalogue document completely, then writes it in one
 * transaction (upsert by id / sku / attribute_code, so re-importing is safe)
 * and bumps the catalogue version. On any invalid record it throws
 * CatalogueValidationError before writing anything. May be given a
 * transaction, in which case it writes inside it.
 */
export async function importCatalogue(db: Kysely<Database>, data: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const now = (options.now ?? new Date()).toISOString();
  const catalogue = parseCatalogue(data);
  const plan = planImport(catalogue, await loadExisting(db), now);

  const totals: Record<ImportPhase, number> = {
    venues: plan.venues.length,
    categories: plan.categories.length,
    attributes: plan.attributes.length,
    tax_rules: plan.taxRules.length,
    events: plan.events.length,
    packages: plan.packages.length,
  };
  const overallTotal = Object.values(totals).reduce((a, b) => a + b, 0);
  let overallDone = 0;
  const progress = (phase: ImportPhase, done: number, step: number) => {
    overallDone += step;
    options.onProgress?.({ phase, done, total: totals[phase], overallDone, overallTotal });
  };

  // Inside a caller's transaction (e.g. the seed's delete + import) no nested one is opened.
  const inTransaction = <T>(fn: (trx: Tx) => Promise<T>): Promise<T> => (db.isTransaction ? fn(db as Tx) : db.transaction().execute(fn));
  const catalogVersion = await inTransaction(async (trx) => {
    const base = await readBaseVersion(trx);
    await writeSimpleTables(trx, plan, progress);
    const size = Math.max(1, options.batchSize ?? 250);
    for (let i = 0; i < plan.events.length; i += size) {
      const batch = plan.events.slice(i, i + size);
      await writeEvents(trx, batch);
      progress('events', i + batch.length, batch.length);
    }
    await writePackages(trx, plan.packages);
    progress('packages', plan.packages.length, plan.packages.length);
    const version = await bumpCatalogVersion(trx, new Date(now));
    await recordCatalogDelta(trx, plan, base, version);
    return version;
  });

  return {
    venues: totals.venues,
    categories: totals.categories,
    attributes: totals.attributes,
    taxRules: totals.tax_rules,
    events: totals.events,
    tickets: plan.events.reduce((n, e) => n + e.children.length, 0),
    packages: totals.packages,
    catalogVersion,
    durationMs: Math.round(performance.now() - started),
  };
}

/** Rows per INSERT so one statement stays well below SQLite's and PostgreSQL's bound-parameter limits. */
function chunks<T extends object>(rows: T[]): T[][] {
  if (!rows.length) return [];
  const per = Math.max(1, Math.floor(20_000 / Object.keys(rows[0]!).length));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += per) out.push(rows.slice(i, i + per));
  return out;
}

/** `set col = excluded.col` for every column but the conflict keys and the ones kept on update. */
function excludedSet(row: object, skip: string[]): Record<string, ReturnType<typeof sql.ref>> {
  return Object.fromEntries(Object.keys(row).filter((c) => !skip.includes(c)).map((c) => [c, sql.ref(`excluded.${c}`)]));
}

type Tx = Transaction<Database>;

async function writeSimpleTables(trx: Tx, plan: ImportPlan, progress: (phase: ImportPhase, done: number, step: number) => void) {
  for (const part of chunks(plan.venues)) {
    await trx.insertInto('venue').values(part).onConflict((oc) => oc.column('id').doUpdateSet(excludedSet(part[0]!, ['id', 'created_at']) as never)).execute();
  }
  progress('venues', plan.venues.length, plan.venues.length);
  for (const part of chunks(plan.categories)) {
    await trx.insertInto('category').values(part).onConflict((oc) => oc.column('id').doUpdateSet(excludedSet(part[0]!, ['id', 'created_at']) as never)).execute();
  }
  progress('categories', plan.categories.length, plan.categories.length);
  for (const part of chunks(plan.attributes)) {
    await trx
      .insertInto('attribute')
      .values(part)
      .onConflict((oc) => oc.column('attribute_id').doUpdateSet(excludedSet(part[0]!, ['attribute_id']) as never))
      .execute();
  }
  progress('attributes', plan.attributes.length, plan.attributes.length);
  for (const part of chunks(plan.taxRules)) {
    await trx.insertInto('tax_rule').values(part).onConflict((oc) => oc.column('id').doUpdateSet(excludedSet(part[0]!, ['id']) as never)).execute();
  }
  progress('tax_rules', plan.taxRules.length, plan.taxRules.length);
}

async function writeEvents(trx: Tx, batch: EventRows[]) {
  const parents = batch.map((e) => e.parent);
  const children = batch.flatMap((e) => e.children);
  const parentIds = parents.map((p) => p.id);
  const childIds = children.map((c) => c.id);

  // Parents before children (children reference their parent's id).
  for (const rows of [parents, children]) {
    for (const part of chunks(rows)) {
      await trx.insertInto('product').values(part).onConflict((oc) => oc.column('id').doUpdateSet(excludedSet(part[0]!, ['id', 'created_at']) as never)).execute();
    }
  }

  // Ticket categories no longer in the file are disabled, not deleted (carts and orders may refer to them).
  const keep = new Set(childIds);
  const stale = (await trx.selectFrom('product').select('id').where('parent_id', 'in', parentIds).execute()).map((r) => r.id).filter((id) => !keep.has(id));
  if (stale.length) await trx.updateTable('product').set({ status: 2 }).where('id', 'in', stale).execute();

  await trx.deleteFrom('product_category').where('product_id', 'in', parentIds).execute();
  for (const part of chunks(batch.flatMap((e) => e.categories))) await trx.insertInto('product_category').values(part).execute();

  for (const part of chunks(batch.flatMap((e) => e.prices))) {
    await trx
      .insertInto('product_price')
      .values(part)
      .onConflict((oc) => oc.columns(['product_id', 'currency']).doUpdateSet(excludedSet(part[0]!, ['product_id', 'currency']) as never))
      .execute();
  }

  for (let i = 0; i < childIds.length; i += 5000) await trx.deleteFrom('tier_price').where('product_id', 'in', childIds.slice(i, i + 5000)).execute();
  for (const part of chunks(batch.flatMap((e) => e.tierPrices))) await trx.insertInto('tier_price').values(part).execute();

  // Inventory: a given `sold` replaces the count; without it the shop's own count stays.
  // qty never drops below what is already sold (the table's check constraint).
  const inventory = batch.flatMap((e) => e.inventory);
  const withSold = inventory.filter((r) => r.sold !== undefined).map((r) => ({ ...r, sold: r.sold! }));
  const withoutSold = inventory.filter((r) => r.sold === undefined).map(({ sold: _sold, ...r }) => ({ ...r, sold: 0 }));
  // A row is rewritten only when a value differs (its stamp aside, which then tells when it last
  // changed): a stock row's write moves its change marker, and a running API reads every moved row
  // again (an import of 100,000 events that changed one used to move all 500,000).
  for (const part of chunks(withSold)) {
    const columns = Object.keys(part[0]!).filter((c) => !['product_id', 'updated_at'].includes(c));
    await trx
      .insertInto('inventory')
      .values(part)
      .onConflict((oc) =>
        oc
          .column('product_id')
          .doUpdateSet(excludedSet(part[0]!, ['product_id']) as never)
          .where(anyDiffers(columns.map((c) => [sql.ref(`inventory.${c}`), sql.ref(`excluded.${c}`)]))),
      )
      .execute();
  }
  for (const part of chunks(withoutSold)) {
    const columns = Object.keys(part[0]!).filter((c) => !['product_id', 'sold', 'qty', 'updated_at'].includes(c));
    const qty = sql<number>`case when excluded.qty < inventory.sold then inventory.sold else excluded.qty end`;
    await trx
      .insertInto('inventory')
      .values(part)
      .onConflict((oc) =>
        oc
          .column('product_id')
          .doUpdateSet({ ...(excludedSet(part[0]!, ['product_id', 'sold', 'qty']) as object), qty } as never)
          .where(anyDiffers([[sql.ref('inventory.qty'), qty], ...columns.map((c): [RawBuilder<unknown>, RawBuilder<unknown>] => [sql.ref(`inventory.${c}`), sql.ref(`excluded.${c}`)])])),
      )
      .execute();
  }
}

/** True when any pair differs, nulls included (SQLite and PostgreSQL both know `is distinct from`). */
function anyDiffers(pairs: Array<[RawBuilder<unknown>, RawBuilder<unknown>]>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    pairs.map(([a, b]) => sql`${a} is distinct from ${b}`),
    sql` or `,
  )})`;
}

/** Packages replace their category links, options and ticket links as a whole. */
async function writePackages(trx: Tx, packages: PackageRows[]) {
  if (!packages.length) return;
  const ids = packages.map((p) => p.product.id);
  for (const part of chunks(packages.map((p) => p.product))) {
    await trx.insertInto('product').values(part).onConflict((oc) => oc.column('id').doUpdateSet(excludedSet(part[0]!, ['id', 'created_at']) as never)).execute();
  }
  for (const table of ['product_category', 'product_link', 'bundle_option'] as const) await trx.deleteFrom(table).where('product_id', 'in', ids).execute();
  for (const part of chunks(packages.flatMap((p) => p.categories))) await trx.insertInto('product_category').values(part).execute();
  for (const part of chunks(packages.flatMap((p) => p.options))) await trx.insertInto('bundle_option').values(part).execute();
  for (const part of chunks(packages.flatMap((p) => p.links))) await trx.insertInto('product_link').values(part).execute();
}
