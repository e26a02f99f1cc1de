import type { CmsBlock, CmsPage, ConfigEntry } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import type { CmsBlockTable, CmsPageTable, ConfigEntryTable } from '../../db/schema.ts';

export function toCmsPage(row: CmsPageTable): CmsPage {
  return {
    id: row.id,
    identifier: row.identifier,
    store_id: row.store_id,
    title: row.title,
    content_heading: row.content_heading,
    content: row.content,
    meta_description: row.meta_description,
    active: row.is_active === 1,
    sort_order: row.sort_order,
    updated_at: row.updated_at,
  };
}

export function toCmsBlock(row: CmsBlockTable): CmsBlock {
  return { id: row.id, identifier: row.identifier, store_id: row.store_id, title: row.title, content: row.content, active: row.is_active === 1, updated_at: row.updated_at };
}

export function toConfigEntry(row: ConfigEntryTable): ConfigEntry {
  let value: unknown = row.value;
  try {
    value = JSON.parse(row.value);
  } catch {
    // A plain string stored without JSON quoting stays a string.
  }
  return { path: row.path, store_id: row.store_id, value };
}

export const findPageById = (db: Db, id: number) => db.selectFrom('cms_page').selectAll().where('id', '=', id).executeTakeFirst();
export const findBlockById = (db: Db, id: number) => db.selectFrom('cms_block').selectAll().where('id', '=', id).executeTakeFirst();

/** Rows of one identifier in the store's own scope and the all-stores scope (0). */
export const findPagesByIdentifier = (db: Db, identifier: string, storeId: number) =>
  db.selectFrom('cms_page').selectAll().where('identifier', '=', identifier).where('store_id', 'in', [0, storeId]).execute();
export const findBlocksByIdentifier = (db: Db, identifier: string, storeId: number) =>
  db.selectFrom('cms_block').selectAll().where('identifier', '=', identifier).where('store_id', 'in', [0, storeId]).execute();

export const listPages = (db: Db, storeId: number) => db.selectFrom('cms_page').selectAll().where('store_id', 'in', [0, storeId]).execute();
export const listBlocks = (db: Db, storeId: number) => db.selectFrom('cms_block').selectAll().where('store_id', 'in', [0, storeId]).execute();
export const listConfig = (db: Db, storeId: number) => db.selectFrom('config_entry').selectAll().where('store_id', 'in', [0, storeId]).execute();
