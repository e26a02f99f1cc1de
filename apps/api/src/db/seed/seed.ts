import type { Kysely } from 'kysely';
import type { Db } from '../create-db.ts';
import { importCatalogue, type ImportOptions, type ImportResult } from '../import/import-catalogue.ts';
import type { Database } from '../schema.ts';
import { generateDemoCatalogue } from './demo-catalogue.ts';
import { ensureMedia, type MediaResult } from './media.ts';
import { seedContentIfEmpty } from '../../modules/cms/cms.seed.ts';
import { forgetImportHashes } from '../import/catalog-delta.ts';
import { seedDemoCoupons } from './demo-coupons.ts';

export interface SeedOptions {
  /** Directory served under /media (MEDIA_DIR, default var/media). */
  mediaDir: string;
  log?: (message: string) => void;
  /** "Today" for the demo dates (tests). */
  now?: Date;
  onProgress?: ImportOptions['onProgress'];
  /** reseed(): redraw every image, not only missing or outdated ones. */
  forceImages?: boolean;
}

/**
 * Imports the demo catalogue and draws its images when the product table is
 * empty; returns whether it seeded. When the shop already has products it
 * only makes sure their images exist (a stat per file; missing ones are drawn).
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const any = await db.selectFrom('product').select('id').limit(1).executeTakeFirst();
  let seeded = false;
  if (!any) {
    const result = await importCatalogue(db, generateDemoCatalogue({ now: options.now }), { now: options.now, onProgress: options.onProgress });
    options.log?.(`seed: imported demo catalogue (${result.events} events, ${result.tickets} ticket categories, ${result.packages} packages) in ${result.durationMs} ms`);
    await seedDemoCoupons(db, options.now);
    options.log?.('seed: demo coupons ENCORE10, WELCOME100, ONCE, EXPIRED');
    seeded = true;
  }
  if (await seedContentIfEmpty(db, { now: options.now })) options.log?.('seed: CMS pages, blocks, banners and URL rewrites');
  await ensureMedia(db, options.mediaDir, { log: options.log });
  return seeded;
}

/**
 * Tables emptied by a re-seed, children before parents (foreign keys): carts
 * and orders refer to products, so they go first.
 */
export const CATALOGUE_TABLES_IN_DELETE_ORDER = [
  'cart_item',
  'sales_order_item',
  'payment',
  'sales_order',
  'cart',
  'inventory',
  'product_price',
  'tier_price',
  'product_category',
  'product_link',
  'bundle_option',
  'product',
  'category',
  'venue',
  'attribute',
  'tax_rule',
] as const satisfies ReadonlyArray<keyof Database>;

/** Deletes all catalogue rows and the carts and orders that refer to them. */
export async function clearCatalogue(db: Kysely<Database>): Promise<void> {
  for (const table of CATALOGUE_TABLES_IN_DELETE_ORDER) {
    // Ticket categories reference their event: delete children first.
    if (table === 'product') await db.deleteFrom('product').where('parent_id', 'is not', null).execute();
    await db.deleteFrom(table).execute();
  }
  // Rows were deleted behind the import's back: its next delta must not be computed against them.
  await forgetImportHashes(db);
}

export interface ReseedResult {
  import: ImportResult;
  media: MediaResult;
}

/**
 * `npm run seed`: replaces the catalogue with the demo catalogue in one
 * transaction (delete + import + catalog_version bump), then redraws images.
 */
export async function reseed(db: Db, options: SeedOptions): Promise<ReseedResult> {
  const data = generateDemoCatalogue({ now: options.now });
  const result = await db.transaction().execute(async (trx) => {
    await clearCatalogue(trx);
    const imported = await importCatalogue(trx, data, { now: options.now, onProgress: options.onProgress });
    // The orders that used them are gone with the catalogue: the demo coupons start unused again.
    await seedDemoCoupons(trx, options.now);
    return imported;
  });
  await seedContentIfEmpty(db, { now: options.now });
  const media = await ensureMedia(db, options.mediaDir, { log: options.log, force: options.forceImages });
  return { import: result, media };
}
