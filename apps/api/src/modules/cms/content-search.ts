import {
  CMS_BLOCK_LIST_SIZE,
  CMS_MAX_COUNT,
  CONFIG_LIST_SIZE,
  DEFAULT_SEARCH_SIZE,
  ErrorCodes,
  URL_REWRITE_PAGE_SIZE,
  type contentSearchBodySchema,
  storeViewByCode,
  type CmsHierarchyNode,
  type ContentEntityType,
  type SearchResult,
  type UrlRewrite,
} from '@encore/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/create-db.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { projector, type SourceFilter } from '@encore/domain';
import { preferStoreRows } from '../../platform/store-scope.ts';
import { compileContentFilters } from './content-filter.ts';
import { listBlocks, listConfig, listPages, toCmsBlock, toCmsPage, toConfigEntry } from './cms.repo.ts';

export interface ContentSearchInput {
  storeCode: string;
  entityType: ContentEntityType;
  from?: number | undefined;
  size?: number | undefined;
  sort?: string | undefined;
  source: SourceFilter;
  body: z.output<typeof contentSearchBodySchema>;
}

/**
 * The URL rewrites of a store view (its own and the all-stores ones, its own winning), live or
 * disabled: the url module keeps them and the composition root hands this reader in.
 */
export type StoreRewrites = (storeId: number, disabled: boolean) => Promise<UrlRewrite[]>;

/** Default page size when the request asks for none (or for 0 or less), and the largest page served. */
const SIZES: Record<ContentEntityType, { size: number; max: number }> = {
  cms_page: { size: DEFAULT_SEARCH_SIZE, max: CMS_MAX_COUNT },
  cms_block: { size: CMS_BLOCK_LIST_SIZE, max: CMS_MAX_COUNT },
  cms_hierarchy: { size: DEFAULT_SEARCH_SIZE, max: CMS_MAX_COUNT },
  config: { size: CONFIG_LIST_SIZE, max: CMS_MAX_COUNT },
  url_rewrite: { size: URL_REWRITE_PAGE_SIZE, max: CMS_MAX_COUNT },
  disabled_url_rewrite: { size: URL_REWRITE_PAGE_SIZE, max: CMS_MAX_COUNT },
};

const FIELDS: Record<ContentEntityType, readonly string[]> = {
  cms_page: ['id', 'identifier', 'title', 'store_id', 'active'],
  cms_block: ['id', 'identifier', 'title', 'store_id', 'active'],
  cms_hierarchy: ['node_id', 'page_id', 'identifier', 'title', 'level', 'parent_node_id'],
  config: ['path', 'store_id'],
  url_rewrite: ['id', 'entity_type', 'entity', 'redirect_type', 'request_path', 'target_path', 'store_id'],
  disabled_url_rewrite: ['id', 'entity_type', 'entity', 'redirect_type', 'request_path', 'target_path', 'store_id'],
};

async function documents(db: Db, rewrites: StoreRewrites, entityType: ContentEntityType, storeId: number): Promise<object[]> {
  switch (entityType) {
    case 'cms_page':
      return preferStoreRows(await listPages(db, storeId), (r) => r.identifier, storeId).filter((r) => r.is_active === 1).map(toCmsPage);
    case 'cms_block':
      return preferStoreRows(await listBlocks(db, storeId), (r) => r.identifier, storeId).filter((r) => r.is_active === 1).map(toCmsBlock);
    case 'cms_hierarchy': {
      const pages = preferStoreRows(await listPages(db, storeId), (r) => r.identifier, storeId).filter((r) => r.is_active === 1);
      return pages.map((p): CmsHierarchyNode => ({ node_id: p.id, page_id: p.id, identifier: p.identifier, title: p.title, level: 1, parent_node_id: null, request_url: `i/${p.identifier}` }));
    }
    case 'config':
      return preferStoreRows(await listConfig(db, storeId), (r) => r.path, storeId).map(toConfigEntry);
    case 'url_rewrite':
    case 'disabled_url_rewrite':
      return rewrites(storeId, entityType === 'disabled_url_rewrite');
  }
}

function sorter(sort: string | undefined, allowed: readonly string[]): Result<(a: object, b: object) => number> {
  const [field, dir = 'asc'] = (sort ?? '').split(',')[0]!.split(':');
  if (!field) return ok(() => 0);
  if (!allowed.includes(field) && field !== 'sort_order') return fail(ErrorCodes.validation, `sort: unknown field ${field}`, 'sort');
  const sign = dir === 'desc' ? -1 : 1;
  return ok((a, b) => {
    const x = (a as Record<string, unknown>)[field];
    const y = (b as Record<string, unknown>)[field];
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
    return c * sign;
  });
}

/**
 * Catalogue search over the content entity types (cms_page, cms_block,
 * cms_hierarchy, config, url_rewrite, disabled_url_rewrite), answered in the
 * same items/total/perPage/start shape as product searches.
 */
export async function searchContent(db: Db, rewrites: StoreRewrites, input: ContentSearchInput): Promise<Result<SearchResult>> {
  const store = storeViewByCode(input.storeCode);
  if (!store) return fail(ErrorCodes.notFound, `Unknown store view: ${input.storeCode}`);
  const allowed = FIELDS[input.entityType];
  const compiled = compileContentFilters<object>(input.body.filters, allowed);
  if (!compiled.ok) return fail(ErrorCodes.validation, `filters: ${compiled.field} is not a filterable field of ${input.entityType} (${allowed.join(', ')})`, 'filters');
  const order = sorter(input.sort, allowed);
  if (!order.ok) return order;
  const limits = SIZES[input.entityType];
  const size = !input.size || input.size <= 0 ? limits.size : Math.min(input.size, limits.max);
  const start = !input.from || input.from < 0 ? 0 : input.from;
  const hits = (await documents(db, rewrites, input.entityType, store.storeId)).filter(compiled.test).sort(order.value);
  const plain = !input.source.include?.length && !input.source.exclude?.length;
  const pick = projector(input.source);
  const items = hits.slice(start, start + size).map((d) => (plain ? (d as Record<string, unknown>) : pick(d)));
  return ok({ items, total: hits.length, perPage: size, start, aggregations: {}, attributeMetadata: [] });
}
