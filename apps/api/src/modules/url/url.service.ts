import { ErrorCodes, storeViewByCode, type UrlMapHit, type UrlRewrite } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { project, type SourceFilter } from '@encore/domain';
import { preferStoreRows } from '../../platform/store-scope.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { cmsPageByIdentifier } from '../cms/cms.service.ts';
import { normaliseRequestPath } from './url-path.ts';
import { findRewrites, listRewrites, toUrlRewrite } from './url.repo.ts';

/** The rewrite registered for a path in a store (its own or the all-stores one), or null. */
export async function lookupRewrite(db: Db, path: string, storeCode: string): Promise<Result<UrlRewrite | null>> {
  const store = storeViewByCode(storeCode);
  if (!store) return fail(ErrorCodes.notFound, `Unknown store view: ${storeCode}`);
  const requestPath = normaliseRequestPath(path);
  const [row] = preferStoreRows(await findRewrites(db, requestPath, store.storeId), (r) => r.request_path, store.storeId);
  return ok(row ? toUrlRewrite(row) : null);
}

/** A store view's live or disabled rewrites, its own winning over the all-stores ones of the same path. */
export async function storeRewrites(db: Db, storeId: number, disabled: boolean): Promise<UrlRewrite[]> {
  return preferStoreRows(await listRewrites(db, storeId, disabled), (r) => r.request_path, storeId).map(toUrlRewrite);
}

export interface MapInput {
  url: string;
  storeCode: string;
  source: SourceFilter;
}

const hit = (index: string, type: UrlMapHit['_type'], id: string | number, source: object, filter: SourceFilter): UrlMapHit => ({
  _index: index,
  _type: type,
  _id: String(id),
  _score: 1,
  _source: filter.include?.length || filter.exclude?.length ? project(source, filter) : (source as Record<string, unknown>),
});

/**
 * Finds the product, category or CMS page whose address equals the path
 * exactly (product url_path or url_key, category url_path, CMS page
 * identifier), in that order; null when none does.
 */
export async function mapUrl(db: Db, catalog: CatalogService, input: MapInput): Promise<Result<UrlMapHit | null>> {
  const store = storeViewByCode(input.storeCode);
  const index = store && (await catalog.storeIndex(store.storeCode));
  if (!store || !index) return fail(ErrorCodes.notFound, `Unknown store view: ${input.storeCode}`);
  const path = normaliseRequestPath(input.url);
  if (!path) return ok(null);
  const indexName = `encore_${store.storeCode}`;
  const product = index.products.find((p) => p.url_path === path || p.url_key === path);
  if (product) return ok(hit(`${indexName}_product`, 'product', product.id, product, input.source));
  const category = index.categories.find((c) => c.is_active && c.url_path === path);
  if (category) return ok(hit(`${indexName}_category`, 'category', category.id, category, input.source));
  const page = await cmsPageByIdentifier(db, path, store.storeId);
  if (page.ok) return ok(hit(`${indexName}_cms_page`, 'cms_page', page.value.id, page.value, input.source));
  return ok(null);
}
