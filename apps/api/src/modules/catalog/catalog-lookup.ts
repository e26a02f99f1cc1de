import { KeptAnswer } from '../../platform/kept-answer.ts';
import { ErrorCodes, type SuggestQuery, type SuggestResult, type CategoryLookupQuery, type CategoryLookupResult, type Product, type ProductLookupQuery, type ProductLookupResult, type VariantLookupQuery } from '@encore/contracts';
import {
  NO_VARIANTS_ERROR,
  GUEST_GROUP_ID,
  availableVariants,
  findCategory,
  foldForSearch,
  popularEventBlock,
  productErrors,
  requireParentSku,
  requireSearchKey,
  resolveProductLoad,
} from '@encore/domain';
import { fail, ok, type Result } from '../../platform/result.ts';
import type { StoreIndex } from './catalog-index.ts';
import { suggestedTop } from './catalog-search.ts';
import { forGroup } from './group-prices.ts';
import { SearchBudget } from './text/search-budget.ts';

/** product/single finds a product by its sku. */
export const PRODUCT_SEARCH_KEY = 'sku';
/** Opening a configurable child (a ticket category) directly leads to its parent event. */
export const PREVENT_CONFIGURABLE_CHILDREN_DIRECT_ACCESS = true;

export function lookupCategory(index: StoreIndex, q: CategoryLookupQuery): Result<CategoryLookupResult> {
  const found = findCategory(index.categories, q.key, q.key === 'id' ? Number(q.value) : q.value, { includeInactive: q.includeInactive === 'true' });
  if (!found.ok) return fail(ErrorCodes.notFound, found.message);
  return ok({ category: found.category, popularEventBlock: popularEventBlock(found.category) });
}

type Loadable = { sku: string; type_id: string; status: number; visibility: number };

/** product/single for the caller's customer group (guests are 0). */
export function lookupProduct(index: StoreIndex, q: ProductLookupQuery, groupId = GUEST_GROUP_ID): Result<ProductLookupResult> {
  const key = requireSearchKey(q, PRODUCT_SEARCH_KEY);
  if (!key.ok) return fail(ErrorCodes.validation, key.message, PRODUCT_SEARCH_KEY);
  const doc = index.bySku.get(key.value);
  const rec = doc ?? index.records.get(key.value);
  if (!rec) return fail(ErrorCodes.notFound, `Product query returned empty result ${PRODUCT_SEARCH_KEY} = ${key.value}`);
  const load = resolveProductLoad<Loadable>(rec, {
    preventConfigurableChildrenDirectAccess: PREVENT_CONFIGURABLE_CHILDREN_DIRECT_ACCESS,
    findParent: (p) => {
      const parentId = index.records.get(p.sku)?.parent_id;
      return parentId == null ? undefined : index.byId.get(parentId);
    },
  });
  if (load.kind === 'error') return fail(ErrorCodes.notFound, load.message);
  const product = load.kind === 'redirect' ? (load.to as Product) : doc;
  if (!product) return fail(ErrorCodes.notFound, `Product query returned empty result ${PRODUCT_SEARCH_KEY} = ${key.value}`);
  const priced = forGroup(index, product, groupId);
  return ok({
    product: { ...priced, errors: productErrors(priced) },
    redirect: load.kind === 'redirect' ? { from: load.from, to: product.sku, status: 301 } : null,
  });
}

export function lookupVariant(index: StoreIndex, q: VariantLookupQuery): Result<{ product: Product; variant: Product['configurable_children'][number] }> {
  const parentSku = requireParentSku(q);
  if (!parentSku.ok) return fail(ErrorCodes.validation, parentSku.message, 'parentSku');
  const parent = index.bySku.get(parentSku.value);
  if (!parent || parent.status >= 2) return fail(ErrorCodes.notFound, NO_VARIANTS_ERROR);
  const variants = availableVariants(parent.configurable_children);
  const variant = q.sku ? variants.find((v) => v.sku === q.sku) : variants[0];
  if (!variant) return fail(ErrorCodes.notFound, NO_VARIANTS_ERROR);
  return ok({ product: parent, variant });
}

/**
 * Search-panel suggestions (the best text hits among searchable events, visibility 2-4 and status 0-1,
 * and the active categories whose name contains the words) as the serialised answer. Answers are kept
 * per store view and query, bounded as search answers are: the same few letters are typed by many
 * shoppers, suggestions show no stock, and a new catalogue starts a new index. One cut short by the
 * time limit is answered but not kept, and so is one asked for the first time (see AnswerCache.admits).
 */
export function suggestAnswer(index: StoreIndex, q: SuggestQuery): KeptAnswer {
  const key = `${q.size}\n${q.q.trim()}`;
  const kept = index.suggestions.get(key);
  if (kept) return kept;
  const { result, complete } = suggestion(index, q);
  const answer = new KeptAnswer(JSON.stringify({ code: 200, result }));
  if (complete && index.suggestions.admits(key)) {
    if (index.suggestions.full()) index.suggestions.clear();
    index.suggestions.set(key, answer);
  }
  return answer;
}

/** A keystroke's suggestions, worked out afresh (nothing kept). */
export function suggestion(index: StoreIndex, q: SuggestQuery): { result: SuggestResult; complete: boolean } {
  const text = q.q.trim();
  if (!text) return { result: { products: [], categories: [] }, complete: true };
  // Suggestions share the search's time limit: past it they offer the products scored so far.
  const found = suggestedTop(index, text, q.size, (id) => {
    const p = index.byId.get(id);
    return p && p.status <= 1 && p.visibility >= 2 ? p : undefined;
  }, new SearchBudget(performance.now()));
  const complete = found.complete;
  const products = found.items.map((p) => ({ id: p.id, sku: p.sku, name: p.name, url_path: p.url_path, slug: p.slug, image: p.image, date: p.date, city: p.city, location: p.location, final_price_incl_tax: p.final_price_incl_tax }));
  const words = foldForSearch(text).split(/\s+/).filter(Boolean);
  const categories = index.categoryNames.matching(words, q.size).map((c) => ({ id: c.id, name: c.name, url_path: c.url_path, is_artist: c.is_artist }));
  return { result: { products, categories }, complete };
}
