import type { TierPrice } from '@encore/domain';
import type { Attribute, Category, Product, StoreView, TaxRule } from '@encore/contracts';
import { AnswerCache } from './answer-cache.ts';
import type { AttributeRecord, CatalogData, CategoryRecord, ProductRecord, TicketRecord } from './catalog.repo.ts';
import type { StockSource } from './inventory-table.ts';
import { localName, type CatalogLookups } from './catalog-lookups.ts';
import { CategoryNames } from './category-names.ts';
import { catalogSignatures, globalSignature, knownSignatures } from './catalog-signatures.ts';
import { tieredProductsByGroup, type GroupPrices } from './group-prices.ts';
import { PRODUCT_FIELDS, applyStock, mapProduct } from './product-mapper.ts';
import { Sellables } from './sellables.ts';
import { packageLookups } from './package-mapper.ts';
import type { ProductColumns, TextHits } from './columns/product-columns.ts';
import { CatalogTextIndex } from './text/catalog-text-index.ts';
import type { ScoreList } from './text/score-list.ts';

/** Everything one store view searches, held in memory by each API process. */
export interface StoreIndex {
  store: StoreView;
  products: Product[];
  /** category id → products listed in it, for a quick first cut of category listings. */
  productsByCategory: Map<number, Product[]>;
  categories: Category[];
  attributes: Attribute[];
  taxRules: TaxRule[];
  /** What the cart may sell, by sku (worked out on first ask). */
  sellable: Sellables;
  attributeCodes: Set<string>;
  text: CatalogTextIndex;
  /** Text scores by search for the document-by-document search (`runSearch`); they do not change with stock. */
  textScores: Map<string, ScoreList>;
  /** Text hits by search over the product columns (places are the same for every customer group): the pages of one search reuse them. */
  textHits: Map<string, TextHits>;
  /** Top-level product documents by id. */
  byId: Map<number, Product>;
  /** The names of the categories suggestions offer, for matching words. */
  categoryNames: CategoryNames;
  /** The products read into columns per customer group, built on first search; see stock-updates.ts for stock changes. */
  columns: Map<number, ProductColumns>;
  /** Serialised search answers by request; a new catalogue starts empty, a stock change drops the answers it touches. */
  cache: AnswerCache;
  /** Serialised suggestion answers by size and query (catalog-lookup.ts); they show no stock. */
  suggestions: AnswerCache;
  /** What each cached answer depends on that stock can change (stock-updates.ts); an answer without an entry is dropped with any change. */
  answerDeps: Map<string, AnswerDeps>;
  /** Top-level product documents by sku (single-product lookups). */
  bySku: Map<string, Product>;
  /** Every product record (parents and ticket categories) by sku, for load rules and render-list. */
  records: Map<string, ProductRecord | TicketRecord>;
  lookups: CatalogLookups;
  /** Customer-group prices (see group-prices.ts). */
  groupPrices: GroupPrices;
  /** What each top-level product was built from, for reuse by the next build (see `buildStoreIndex`). */
  built: { global: string; byProduct: Map<number, BuiltProduct> };
}

/** The products an answer shows (top-level ids), the fields it filters, sorts or counts on, and whose prices it shows. */
export interface AnswerDeps {
  groupId: number;
  shown: readonly number[];
  fields: readonly string[];
}

interface BuiltProduct {
  /** Undefined until worked out after a full rebuild (`completeSignatures`); such a document is not reused. */
  signature: string | undefined;
  doc: Product;
}

/** Appends to a list in a map (spreading a copy per row is quadratic for large categories). */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function mapCategory(c: CategoryRecord, childrenOf: Map<number, CategoryRecord[]>, productCount: number, store: StoreView): Category {
  const t = c.i18n[store.storeCode] ?? {};
  const children = [...(childrenOf.get(c.id) ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  const urlKey = t.url_key || c.url_key;
  return {
    id: c.id,
    name: t.name || c.name,
    parent_id: c.parent_id,
    parent_ids: c.path.split('/').map(Number).filter((id) => id && id !== c.id),
    level: c.level,
    position: c.position,
    is_active: c.is_active,
    is_artist: c.is_artist,
    children_count: children.length,
    product_count: productCount,
    path: c.path,
    url_key: urlKey,
    url_path: t.url_path || c.url_path,
    slug: urlKey,
    children_data: children.map((x) => ({ id: x.id, is_artist: x.is_artist, name: localName(x, store), url_path: x.i18n[store.storeCode]?.url_path || x.url_path })),
    image: c.image,
    description: t.description ?? c.description,
    short_description: t.short_description ?? c.short_description,
    tour_information: c.tour_information,
    spotify_embed_url: c.spotify_embed_url,
    youtube_embed_url: c.youtube_embed_url,
    popular_event_block_identifier: c.popular_event_block_identifier,
    entity_type: c.entity_type,
    frontend_position: c.frontend_position,
  };
}

function mapAttribute(a: AttributeRecord, store: StoreView): Attribute {
  return {
    attribute_id: a.attribute_id,
    attribute_code: a.attribute_code,
    default_frontend_label: a.default_frontend_label,
    frontend_label: a.labels[store.storeCode] || a.default_frontend_label,
    frontend_input: a.frontend_input as Attribute['frontend_input'],
    is_visible_on_front: a.is_visible_on_front,
    is_comparable: a.is_comparable,
    options: a.options.map((o) => ({ value: String(o.value), label: o.i18n?.[store.storeCode] || o.label })),
  };
}

/**
 * Builds a store view's index from the loaded catalogue. Given the previous index of the same store view
 * (only while its prices are still current), documents of products whose inputs did not change are
 * reused and the text index is updated in place for the changed ones: after an import of the large
 * catalogue that changes a few events, this is what makes the change show within the freshness window
 * instead of after a full build. Unchanged products are found by their signatures, or, when the caller
 * knows them, as the products not in `changedSince`. `ticketNames` are the ticket categories' names in a
 * translated store view's language (ticket-names.repo.ts); without them tickets show their own names.
 */
export function buildStoreIndex(
  data: CatalogData,
  store: StoreView,
  now: Date,
  inventory: StockSource,
  previous?: StoreIndex,
  ticketNames?: ReadonlyMap<number, string>,
  changedSince?: ReadonlySet<number>,
): StoreIndex {
  const global = globalSignature(data);
  const reuse = previous && previous.built.global === global ? previous.built.byProduct : undefined;
  // Per-product signatures are needed now only to find what can be reused, and not even then when the
  // caller knows which products changed since `previous` was built (`changedSince`, from the import's list):
  // otherwise the index is built without them and the service works them out afterwards (`completeSignatures`).
  const signatures = reuse && !changedSince ? catalogSignatures(data).byProduct : knownSignatures(data);
  const topLevel = data.products;
  const records = new Map<string, ProductRecord | TicketRecord>();
  for (const p of topLevel) records.set(p.sku, p);
  const children = new Map<number, TicketRecord[]>();
  for (const t of data.tickets) {
    push(children, t.parent_id!, t);
    records.set(t.sku, t);
  }
  const categoriesOf = new Map<number, number[]>();
  for (const pc of data.productCategories) push(categoriesOf, pc.product_id, pc.category_id);
  const lookups: CatalogLookups = {
    store,
    now,
    taxRules: data.taxRules,
    prices: data.prices.inCurrency(store.i18n.currencyCode),
    children,
    categoriesOf,
    categories: new Map(data.categories.map((c) => [c.id, c])),
    venues: new Map(data.venues.map((v) => [v.id, v])),
    ticketCategory: data.attributes.find((a) => a.attribute_code === 'ticket_category'),
    tierPrices: tierPricesByProduct(data, store),
    ticketNames,
    ...packageLookups(data),
  };

  const products: Product[] = [];
  const productsByCategory = new Map<number, Product[]>();
  const visibleCount = new Map<number, number>();
  const byProduct = new Map<number, BuiltProduct>();
  const changed: Product[] = [];
  for (const rec of topLevel) {
    const signature = signatures?.get(rec.id);
    const before = reuse?.get(rec.id);
    let built: BuiltProduct;
    if (before && (changedSince ? !changedSince.has(rec.id) : signature !== undefined && before.signature === signature)) {
      built = before;
      built.doc.updated_at = rec.updated_at;
    } else {
      built = { signature, doc: mapProduct(rec, lookups) };
      changed.push(built.doc);
    }
    byProduct.set(rec.id, built);
    const { doc } = built;
    applyStock(doc, inventory);
    products.push(doc);
    for (const cid of doc.category_ids) {
      push(productsByCategory, cid, doc);
      if (doc.status === 1 && doc.visibility >= 2) visibleCount.set(cid, (visibleCount.get(cid) ?? 0) + 1);
    }
  }

  const categoryChildren = new Map<number, CategoryRecord[]>();
  for (const c of data.categories) if (c.parent_id != null) push(categoryChildren, c.parent_id, c);

  let text: CatalogTextIndex;
  if (reuse && previous) {
    // The previous text index is updated in place (it is not searched any more once this index is served).
    // A changed or gone event's old words are taken out by its old document, which still holds the text
    // it was filed with (stock changes touch no text field). Discarding it instead left it waiting in the
    // index until a vacuum that a few changes at a time never start, and while anything discarded waits,
    // every typo'd search takes the slower scorer (ADR 0084).
    // MiniSearch's `remove` throws for a document it does not hold, and a build that throws is tried
    // again by every request: only documents the index holds are taken out.
    text = previous.text;
    const takeOut = (old: BuiltProduct | undefined) => {
      if (old && text.has(old.doc.id)) text.remove(old.doc);
    };
    for (const [id, old] of reuse) if (!byProduct.has(id)) takeOut(old);
    for (const doc of changed) {
      takeOut(reuse.get(doc.id));
      text.add(doc);
    }
  } else {
    text = new CatalogTextIndex();
    text.addAll(products);
  }
  text.prepareSearch();

  const categories = data.categories.map((c) => mapCategory(c, categoryChildren, visibleCount.get(c.id) ?? 0, store));
  const byId = new Map(products.map((p) => [p.id, p]));
  const eventRecord = (id: number) => {
    const doc = byId.get(id);
    return doc && (records.get(doc.sku) as ProductRecord | undefined);
  };
  return {
    store,
    products,
    productsByCategory,
    categories,
    categoryNames: new CategoryNames(categories),
    byId,
    attributes: data.attributes.map((a) => mapAttribute(a, store)),
    taxRules: data.taxRules,
    sellable: new Sellables(records, eventRecord, lookups),
    attributeCodes: new Set(data.attributes.map((a) => a.attribute_code)),
    text,
    textScores: new Map(),
    textHits: new Map(),
    columns: new Map(),
    cache: new AnswerCache(),
    suggestions: new AnswerCache(),
    answerDeps: new Map(),
    bySku: new Map(products.map((p) => [p.sku, p])),
    records,
    lookups,
    groupPrices: { tiered: tieredProductsByGroup(data, store.i18n.currencyCode), docs: new Map() },
    built: { global, byProduct },
  };
}

function tierPricesByProduct(data: CatalogData, store: StoreView): Map<number, TierPrice[]> {
  const out = new Map<number, TierPrice[]>();
  for (const t of data.tierPrices) {
    if (t.currency !== store.i18n.currencyCode) continue;
    push(out, t.product_id, { customer_group_id: t.customer_group_id, qty: t.qty, value: t.value });
  }
  return out;
}

const PRODUCT_NESTED = ['stock.', 'category.', 'configurable_children.', 'media_gallery.', 'configurable_options.'];

/** Field whitelist per entity type: filters, sorts and aggregations on anything else are ignored. */
export function isKnownField(index: StoreIndex, entityType: string, field: string): boolean {
  if (entityType === 'product') {
    return PRODUCT_FIELDS.has(field) || index.attributeCodes.has(field) || PRODUCT_NESTED.some((p) => field.startsWith(p)) || field === 'ticket_category';
  }
  const sample = entityType === 'category' ? index.categories[0] : entityType === 'attribute' ? index.attributes[0] : entityType === 'taxrule' ? index.taxRules[0] : undefined;
  if (!sample) return true;
  // The sample's own fields only: 'constructor' or 'toString' is no field of a category.
  return Object.hasOwn(sample, field.split('.')[0]!);
}
