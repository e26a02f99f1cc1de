import { CMS_EMPTY_RESULT, ErrorCodes, type CmsBlock, type CmsPage } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { findBlockById, findBlocksByIdentifier, findPageById, findPagesByIdentifier, toCmsBlock, toCmsPage } from './cms.repo.ts';
import { preferStoreRows } from '../../platform/store-scope.ts';

/** Inactive content is answered exactly like missing content: the visitor gets the 404 page either way. */
const empty = <T>() => fail<T>(ErrorCodes.notFound, CMS_EMPTY_RESULT);

export async function cmsPageById(db: Db, id: number): Promise<Result<CmsPage>> {
  const row = await findPageById(db, id);
  return row && row.is_active === 1 ? ok(toCmsPage(row)) : empty();
}

export async function cmsBlockById(db: Db, id: number): Promise<Result<CmsBlock>> {
  const row = await findBlockById(db, id);
  return row && row.is_active === 1 ? ok(toCmsBlock(row)) : empty();
}

export async function cmsPageByIdentifier(db: Db, identifier: string, storeId: number): Promise<Result<CmsPage>> {
  const [row] = preferStoreRows(await findPagesByIdentifier(db, identifier, storeId), (r) => r.identifier, storeId);
  return row && row.is_active === 1 ? ok(toCmsPage(row)) : empty();
}

export async function cmsBlockByIdentifier(db: Db, identifier: string, storeId: number): Promise<Result<CmsBlock>> {
  const [row] = preferStoreRows(await findBlocksByIdentifier(db, identifier, storeId), (r) => r.identifier, storeId);
  return row && row.is_active === 1 ? ok(toCmsBlock(row)) : empty();
}
