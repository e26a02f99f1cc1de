import { BANNER_CONFIG_PATHS } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import type { UrlRewriteTable } from '../../db/schema.ts';
import { storeBanners } from './content/banners.ts';
import { de } from './content/de.ts';
import { it } from './content/it.ts';
import { sv } from './content/sv.ts';
import { BLOCK_IDENTIFIERS, STATIC_PAGE_IDENTIFIERS, type StoreContent } from './content/types.ts';

/** Store ids of the store views (contracts STORE_VIEWS) with their content; ids are offset per store so each row id is stable. */
const STORES: Array<{ storeId: number; idBase: number; content: StoreContent }> = [
  { storeId: 1, idBase: 0, content: sv },
  { storeId: 2, idBase: 100, content: de },
  { storeId: 3, idBase: 200, content: it },
];

/**
 * Demo rewrites: old addresses of the previous shop. The old event address
 * points at the first concert's current page when the catalogue has one.
 */
async function demoRewrites(db: Db, now: string): Promise<UrlRewriteTable[]> {
  const rows: UrlRewriteTable[] = [
    { id: 1, store_id: 0, entity_type: 'category', entity: '3', redirect_type: 301, request_path: 'evenemang/konserter', target_path: 'c/konserter', is_disabled: 0, created_at: now },
    { id: 2, store_id: 0, entity_type: 'cms_page', entity: 'customer-service', redirect_type: 301, request_path: 'kundtjanst', target_path: 'customer-service', is_disabled: 0, created_at: now },
    { id: 3, store_id: 0, entity_type: 'cms_page', entity: 'gift-card', redirect_type: 302, request_path: 'julklapp', target_path: 'gift-card', is_disabled: 1, created_at: now },
    { id: 4, store_id: 0, entity_type: 'cms_page', entity: 'about-us', redirect_type: 0, request_path: 'om-encore', target_path: 'about-us', is_disabled: 1, created_at: now },
    { id: 5, store_id: 0, entity_type: 'cms_page', entity: 'legal', redirect_type: 0, request_path: 'villkor', target_path: 'legal', is_disabled: 0, created_at: now },
    // A renamed category: the old address is a known route (/c/...) that no longer matches a category.
    { id: 7, store_id: 0, entity_type: 'category', entity: '3', redirect_type: 301, request_path: 'c/musik', target_path: 'c/konserter', is_disabled: 0, created_at: now },
  ];
  const event = await db
    .selectFrom('product')
    .select(['sku', 'url_key'])
    .where('parent_id', 'is', null)
    .where('sku', 'like', 'KON-%')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (event) {
    rows.push({ id: 6, store_id: 1, entity_type: 'product', entity: event.sku, redirect_type: 301, request_path: `biljetter/${event.url_key}.html`, target_path: `p/${event.sku}/${event.url_key}`, is_disabled: 0, created_at: now });
  }
  return rows;
}

/** Inserts the shop's CMS pages, blocks, banner configuration and demo rewrites when there are no CMS pages yet; returns whether it did. */
export async function seedContentIfEmpty(db: Db, options: { now?: Date } = {}): Promise<boolean> {
  const any = await db.selectFrom('cms_page').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const now = (options.now ?? new Date()).toISOString();
  const rewrites = await demoRewrites(db, now);
  await db.transaction().execute(async (trx) => {
    for (const store of STORES) {
      await trx
        .insertInto('cms_page')
        .values(
          STATIC_PAGE_IDENTIFIERS.map((identifier, i) => {
            const p = store.content.pages[identifier];
            return { id: store.idBase + i + 1, identifier, store_id: store.storeId, title: p.title, content_heading: p.heading, content: p.html, meta_description: p.meta, is_active: 1, sort_order: i, created_at: now, updated_at: now };
          }),
        )
        .execute();
      await trx
        .insertInto('cms_block')
        .values(
          BLOCK_IDENTIFIERS.map((identifier, i) => {
            const b = store.content.blocks[identifier];
            return { id: store.idBase + i + 1, identifier, store_id: store.storeId, title: b.title, content: b.html, is_active: 1, created_at: now, updated_at: now };
          }),
        )
        .execute();
      const banners = storeBanners(store.content.banners);
      await trx
        .insertInto('config_entry')
        .values(
          (Object.keys(BANNER_CONFIG_PATHS) as Array<keyof typeof BANNER_CONFIG_PATHS>).map((key, i) => ({
            id: store.idBase + i + 1,
            path: BANNER_CONFIG_PATHS[key],
            store_id: store.storeId,
            value: JSON.stringify(banners[key]),
            updated_at: now,
          })),
        )
        .execute();
    }
    await trx.insertInto('url_rewrite').values(rewrites).execute();
  });
  return true;
}
