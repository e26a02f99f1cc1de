import type { UrlRewrite } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import type { UrlRewriteTable } from '../../db/schema.ts';

export function toUrlRewrite(row: UrlRewriteTable): UrlRewrite {
  return {
    id: row.id,
    store_id: row.store_id,
    entity_type: row.entity_type,
    entity: row.entity,
    redirect_type: row.redirect_type,
    request_path: row.request_path,
    target_path: row.target_path,
    disabled: row.is_disabled === 1,
  };
}

export const findRewrites = (db: Db, requestPath: string, storeId: number) =>
  db.selectFrom('url_rewrite').selectAll().where('request_path', '=', requestPath).where('store_id', 'in', [0, storeId]).execute();

export const listRewrites = (db: Db, storeId: number, disabled: boolean) =>
  db
    .selectFrom('url_rewrite')
    .selectAll()
    .where('store_id', 'in', [0, storeId])
    .where('is_disabled', '=', disabled ? 1 : 0)
    .execute();
