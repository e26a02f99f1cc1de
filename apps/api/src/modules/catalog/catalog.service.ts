import { ErrorCodes, STORE_VIEWS, storeViewByCode, type ParsedSearchBody, type SearchEntityType, type StoreCode } from '@encore/contracts';
import { normaliseSearch } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { buildStoreIndex, isKnownField, nextPriceChange, type StoreIndex } from './catalog-index.ts';
import { loadCatalogData, loadInventory, readCatalogVersion, type InventoryRecord } from './catalog.repo.ts';
import { runSearch, type SourceFilter } from './catalog-search.ts';
import { applyStock, type Sellable } from './product-mapper.ts';

/** How stale the catalogue version check and the stock snapshot of read paths may be. */
const FRESHNESS_MS = 1000;
const CACHE_LIMIT = 5000;

interface CatalogState {
  version: string;
  stores: Map<StoreCode, StoreIndex>;
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
  /** Identifies the request for the answer cache (URL + body). */
  cacheKey: string;
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
  private pending: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  get version(): string {
    return this.state?.version ?? '0';
  }

  /** Brings index and stock up to date when their freshness window has passed. */
  async fresh(): Promise<CatalogState> {
    const t = performance.now();
    const due = !this.state || t - this.versionCheckedAt >= FRESHNESS_MS || t - this.stockFetchedAt >= FRESHNESS_MS || this.clock.now().getTime() >= this.state.priceChangeAt;
    if (due) {
      // One refresh at a time; concurrent requests wait for the same one.
      this.pending ??= this.refresh().finally(() => {
        this.pending = null;
      });
      await this.pending;
    }
    return this.state!;
  }

  private async refresh(): Promise<void> {
    const now = this.clock.now();
    const [version, inventory] = await Promise.all([readCatalogVersion(this.db), loadInventory(this.db)]);
    this.versionCheckedAt = performance.now();
    this.stockFetchedAt = this.versionCheckedAt;
    if (!this.state || this.state.version !== version || now.getTime() >= this.state.priceChangeAt) {
      const data = await loadCatalogData(this.db);
      const stores = new Map<StoreCode, StoreIndex>();
      for (const store of Object.values(STORE_VIEWS)) stores.set(store.storeCode, buildStoreIndex(data, store, now, inventory));
      this.state = { version, stores, priceChangeAt: nextPriceChange(data, now) };
      this.inventory = inventory;
      return;
    }
    if (stockChanged(this.inventory, inventory)) {
      this.inventory = inventory;
      for (const index of this.state.stores.values()) {
        for (const doc of index.products) applyStock(doc, inventory);
        index.cache.clear();
      }
    }
  }

  async storeIndex(storeCode: string): Promise<StoreIndex | undefined> {
    if (!storeViewByCode(storeCode)) return undefined;
    return (await this.fresh()).stores.get(storeCode as StoreCode);
  }

  /** A search answer, already serialised: repeated listings are served from the cache. */
  async search(input: SearchInput): Promise<Result<string>> {
    const index = await this.storeIndex(input.storeCode);
    if (!index) return fail(ErrorCodes.notFound, `Unknown store view: ${input.storeCode}`);
    const cached = index.cache.get(input.cacheKey);
    if (cached !== undefined) return ok(cached);
    const n = normaliseSearch(
      { entityType: input.entityType, from: input.from, size: input.size, sort: input.sort, body: input.body },
      { isKnownField: (f) => isKnownField(index, input.entityType, f), knownAttributeCodes: index.attributeCodes },
    );
    const json = JSON.stringify({ code: 200, result: runSearch(index, n, input.source) });
    if (index.cache.size >= CACHE_LIMIT) index.cache.clear();
    index.cache.set(input.cacheKey, json);
    return ok(json);
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
    if (!y || y.qty !== x.qty || y.sold !== x.sold || y.manage_stock !== x.manage_stock) return true;
  }
  return false;
}
