import { createHash } from 'node:crypto';
import { ErrorCodes, STORE_VIEWS, isStoreCode, type ParsedSearchBody, type SearchEntityType, type StoreCode } from '@encore/contracts';
import { nextSpecialPriceChange, normaliseSearch } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { buildStoreIndex, isKnownField, type StoreIndex } from './catalog-index.ts';
import { inventoryFingerprint, loadCatalogData, loadInventory, readCatalogDelta, readCatalogVersion, type CatalogData, type InventoryRecord } from './catalog.repo.ts';
import { patchCatalogData, touchesPackages } from './catalog-patch.ts';
import type { SourceFilter } from '../../platform/projection.ts';
import { runSearch } from './catalog-search.ts';
import { productSearchJson } from './product-search.ts';
import { applyStock, type Sellable } from './product-mapper.ts';

/**
 * How stale the catalogue version check and the stock snapshot of read paths may be. A quarter of a
 * second keeps a re-import visible well within its budget; each check is two small queries.
 */
const FRESHNESS_MS = 250;
const CACHE_LIMIT = 5000;
/** Above this many changed events a full reload is about as fast as reading them one by one (and keeps `in` lists small). */
const MAX_PATCHED_PRODUCTS = 500;
/** The time zones of the store views: each counts a special price's dates from its own midnight. */
const STORE_TIME_ZONES = [...new Set(Object.values(STORE_VIEWS).map((s) => s.i18n.timeZone))];

/** The next moment a special-price window opens or closes in any store view: prices are worked out again then. */
function nextPriceChange(data: CatalogData, now: Date): number {
  return Math.min(...STORE_TIME_ZONES.map((zone) => nextSpecialPriceChange(data.prices, now, zone)));
}

interface CatalogState {
  version: string;
  /** The catalogue as loaded; each store view's index is built from it on its first request. */
  data: CatalogData;
  builtAt: Date;
  stores: Map<StoreCode, StoreIndex>;
  /** Indexes of the catalogue this one replaced, not yet rebuilt: their unchanged products are reused. */
  previous: Map<StoreCode, StoreIndex>;
  priceChangeAt: number;
}

export interface SearchInput {
  storeCode: string;
  entityType: SearchEntityType;
  from?: number | undefined;
  size?: number | undefined;
  sort?: string | undefined;
  source: SourceFilter;
  body: ParsedSearchBody;
  /** Identifies the request for the answer cache (URL + body, without the group fields). */
  cacheKey: string;
  /** The caller's customer group, resolved from a verified token (guests are 0). */
  groupId: number;
  /** A further key the answer is kept under: the request as sent, for guests (see catalog.routes.ts). */
  requestKey?: string | undefined;
}

/**
 * The in-memory catalogue of one API process. It rebuilds when catalog_meta
 * 'catalog_version' changes (checked at most once a second, on demand), so
 * imports show without restarts and any number of stateless API processes can
 * run side by side. Stock for listings comes from a snapshot at most a second
 * old; cart and order never use it.
 */
export class CatalogService {
  private state: CatalogState | null = null;
  private versionCheckedAt = 0;
  private inventory = new Map<number, InventoryRecord>();
  private stockFetchedAt = 0;
  private inventoryFingerprint = '';
  private pending: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Shown stock subtracts running ticket holds (ADR 0017). */
    private readonly holds?: { activeHeld(): Promise<Map<number, number>> },
  ) {}

  private activeHeld(): Promise<Map<number, number>> {
    return this.holds?.activeHeld() ?? Promise.resolve(new Map<number, number>());
  }

  get version(): string {
    return this.state?.version ?? '0';
  }

  /** Brings index and stock up to date when their freshness window has passed. */
  async fresh(): Promise<CatalogState> {
    const t = performance.now();
    const due = !this.state || t - this.versionCheckedAt >= FRESHNESS_MS || t - this.stockFetchedAt >= FRESHNESS_MS || this.clock.now().getTime() >= this.state.priceChangeAt;
    if (due) {
      // One refresh at a time. Only the very first request waits for it; later ones keep answering
      // from the current index while the refresh runs, so the once-a-second stock and version checks
      // (and a rebuild after an import) never stall the listings.
      this.pending ??= this.refresh().finally(() => {
        this.pending = null;
      });
      if (!this.state) await this.pending;
      else this.pending.catch(() => undefined);
    }
    return this.state!;
  }

  private async refresh(): Promise<void> {
    const now = this.clock.now();
    const [version, fingerprint, held] = await Promise.all([readCatalogVersion(this.db), inventoryFingerprint(this.db), this.activeHeld()]);
    this.versionCheckedAt = performance.now();
    this.stockFetchedAt = this.versionCheckedAt;
    const rebuild = !this.state || this.state.version !== version || now.getTime() >= this.state.priceChangeAt;
    // Unchanged stock (the usual case) costs one aggregate query instead of reading every row.
    // Running holds change shown stock without touching the inventory table, so they are part of the key.
    const stockKey = `${fingerprint}|${[...held].map(([id, n]) => `${id}=${n}`).join(',')}`;
    if (!rebuild && stockKey === this.inventoryFingerprint) return;
    const inventory = await loadInventory(this.db);
    for (const [id, n] of held) {
      const rec = inventory.get(id);
      if (rec) rec.held = n;
    }
    this.inventoryFingerprint = stockKey;
    if (rebuild) {
      const data = (await this.patchedCatalog(version)) ?? (await loadCatalogData(this.db));
      // Store indexes are built lazily: after an import the store that is asked first answers
      // after one build instead of three.
      // Documents priced before a special-price window opened or closed are not reused.
      const old = this.state && now.getTime() < this.state.priceChangeAt ? this.state : undefined;
      const previous = new Map(old ? [...old.previous, ...old.stores] : []);
      this.state = { version, data, builtAt: now, stores: new Map(), previous, priceChangeAt: nextPriceChange(data, now) };
      this.inventory = inventory;
      return;
    }
    if (stockChanged(this.inventory, inventory)) {
      this.inventory = inventory;
      for (const index of this.state!.stores.values()) {
        for (const doc of index.products) applyStock(doc, inventory);
        index.cache.clear();
        index.columns.clear();
        // A group's shown prices follow stock as the guest's do: re-priced on its next search.
        index.groupPrices.docs.clear();
      }
    }
  }

  /**
   * After an import that changed only a few events (and no shared data), the loaded catalogue patched with
   * just those events' rows; undefined when a full reload is needed (see db/import/catalog-delta.ts).
   */
  private async patchedCatalog(version: string): Promise<CatalogData | undefined> {
    if (!this.state || this.state.version === version) return undefined;
    const delta = await readCatalogDelta(this.db);
    if (!delta || delta.full || delta.base !== this.state.version || delta.version !== version || delta.products.length > MAX_PATCHED_PRODUCTS) return undefined;
    if (touchesPackages(this.state.data, delta.products)) return undefined;
    const patch = await loadCatalogData(this.db, delta.products);
    // Another import may have committed while the rows were read: then the next check reloads in full.
    if ((await readCatalogVersion(this.db)) !== version) return undefined;
    return patchCatalogData(this.state.data, patch, delta.products);
  }

  /** The index of a store view; undefined when the code names none. */
  async storeIndex(storeCode: string): Promise<StoreIndex | undefined> {
    if (!isStoreCode(storeCode)) return undefined;
    const state = await this.fresh();
    let index = state.stores.get(storeCode);
    if (!index) {
      const previous = state.previous.get(storeCode);
      // Taken out first: the previous index's text index becomes part of the new one.
      state.previous.delete(storeCode);
      index = buildStoreIndex(state.data, STORE_VIEWS[storeCode], state.builtAt, this.inventory, previous);
      state.stores.set(storeCode, index);
    }
    return index;
  }

  /** A cached answer kept under `key` in a store view's current index; undefined when there is none. */
  async cachedAnswer(storeCode: string, key: string): Promise<string | undefined> {
    return (await this.storeIndex(storeCode))?.cache.get(key);
  }

  /** A search answer, already serialised: repeated listings are served from the cache. */
  async search(input: SearchInput): Promise<Result<string>> {
    const index = await this.storeIndex(input.storeCode);
    // The timeout budget starts once the index is ready: a rebuild after an import is not the query's fault.
    const startedAt = performance.now();
    if (!index) return fail(ErrorCodes.notFound, `Unknown store view: ${input.storeCode}`);
    // Answers are cached under a hash of the request (URL + body), so long filter lists make short keys.
    // The resolved group is part of it: one group's prices are never served to another, or to guests.
    const key = createHash('sha1').update(`${input.groupId}\n${input.cacheKey}`).digest('base64url');
    const cached = index.cache.get(key);
    if (cached !== undefined) {
      if (input.requestKey !== undefined) this.remember(index, input.requestKey, cached);
      return ok(cached);
    }
    const n = normaliseSearch(
      { entityType: input.entityType, from: input.from, size: input.size, sort: input.sort, body: input.body },
      { isKnownField: (f) => isKnownField(index, input.entityType, f), knownAttributeCodes: index.attributeCodes },
    );
    if (input.entityType === 'product') {
      const { json, timedOut } = productSearchJson(index, n, input.source, startedAt, input.groupId);
      if (!timedOut) this.remember(index, [key, input.requestKey], json);
      return ok(json);
    }
    const result = runSearch(index, n, input.source, startedAt, input.groupId);
    const json = JSON.stringify({ code: 200, result });
    if (!result.timed_out) this.remember(index, [key, input.requestKey], json);
    return ok(json);
  }

  private remember(index: StoreIndex, keys: string | (string | undefined)[], json: string): void {
    if (index.cache.size >= CACHE_LIMIT) index.cache.clear();
    for (const key of typeof keys === 'string' ? [keys] : keys) if (key !== undefined) index.cache.set(key, json);
  }

  /** Name, price and tax of a sku as the server prices it (client prices are never trusted). */
  async sellable(storeCode: string, sku: string): Promise<Sellable | undefined> {
    return (await this.storeIndex(storeCode))?.sellable.get(sku);
  }
}

function stockChanged(a: Map<number, InventoryRecord>, b: Map<number, InventoryRecord>): boolean {
  if (a.size !== b.size) return true;
  for (const [id, x] of b) {
    const y = a.get(id);
    if (!y || y.qty !== x.qty || y.sold !== x.sold || y.held !== x.held || y.manage_stock !== x.manage_stock) return true;
  }
  return false;
}
