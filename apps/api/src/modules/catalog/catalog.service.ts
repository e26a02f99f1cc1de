import { setImmediate as nextTurn } from 'node:timers/promises';
import { DEFAULT_STORE_CODE, ErrorCodes, STORE_VIEWS, isStoreCode, type ParsedSearchBody, type SearchEntityType, type StoreCode } from '@encore/contracts';
import { GUEST_GROUP_ID, nextSpecialPriceChange, normaliseSearch } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import { KeptAnswer } from '../../platform/kept-answer.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import { buildStoreIndex, isKnownField, type StoreIndex } from './catalog-index.ts';
import { completeSignatures } from './catalog-signatures.ts';
import { loadCatalogData, loadInventory, loadInventoryTable, readCatalogDelta, readCatalogVersion, type CatalogData } from './catalog.repo.ts';
import type { CatalogDelta } from '../../db/import/catalog-delta.ts';
import { InventoryTable, type InventoryRecord } from './inventory-table.ts';
import { patchCatalogData, patchedProducts, touchesPackages } from './catalog-patch.ts';
import type { SourceFilter } from '@encore/domain';
import { runSearch } from './catalog-search.ts';
import { productSearchJson } from './product-search.ts';
import { listingWarmUps } from './warm-listings.ts';
import { textWarmUps } from './warm-text.ts';
import { loadTicketNames } from './ticket-names.repo.ts';
import type { Sellable } from './sellables.ts';
import type { AnswerDeps } from './catalog-index.ts';
import { nextExpiry, productsExpiredBetween, readStockChanges, stockCursor, type StockCursor } from './stock-changes.repo.ts';
import { applyAllStock, applyStockChanges, readersOf } from './stock-updates.ts';

/**
 * How stale the stock snapshot of read paths may be. A quarter of a second keeps a sold-out category
 * from showing for long; each check is a few index-range reads that find nothing when nothing changed.
 */
const FRESHNESS_MS = 250;
/**
 * How often, when asked, the catalogue version is read: one single-row read. At a quarter second, like
 * the stock, a new catalogue waited 125 ms on average before its rebuild even started.
 */
const VERSION_CHECK_MS = 50;
/** Above this many changed stock rows in one check, reading the whole inventory is simpler and about as fast. */
const MAX_STOCK_PATCH = 500;
/** Above this many changed events a full reload is about as fast as reading them one by one (and keeps `in` lists small). */
const MAX_PATCHED_PRODUCTS = 500;
/** The time zones of the store views: each counts a special price's dates from its own midnight. */
const STORE_TIME_ZONES = [...new Set(Object.values(STORE_VIEWS).map((s) => s.i18n.timeZone))];

/** The next moment a special-price window opens or closes in any store view: prices are worked out again then. */
function nextPriceChange(data: CatalogData, now: Date): number {
  return Math.min(...STORE_TIME_ZONES.map((zone) => nextSpecialPriceChange(data.prices.windows(), now, zone)));
}

interface CatalogState {
  version: string;
  /** The catalogue as loaded; each store view's index is built from it on its first request. */
  data: CatalogData;
  builtAt: Date;
  stores: Map<StoreCode, StoreIndex>;
  /** Indexes of the catalogue this one replaced, not yet rebuilt: their unchanged products are reused. */
  previous: Map<StoreCode, StoreIndex>;
  /** Store views whose index is being built (a translated one first reads its ticket names). */
  building: Map<StoreCode, Promise<StoreIndex>>;
  priceChangeAt: number;
  /**
   * After a patch: the top-level products the import changed, and the store views whose previous index
   * was built from the catalogue it patched. Their new index reuses every other document without
   * comparing signatures; an index more than one import old still compares them.
   */
  patched?: { products: ReadonlySet<number>; stores: ReadonlySet<StoreCode> };
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
 * 'catalog_version' changes (checked every 50 ms, on demand), so
 * imports show without restarts and any number of stateless API processes can
 * run side by side. Stock for listings follows the rows whose change marker
 * moved (migration 0022) and the hold timers that ran out, within about a
 * quarter second; cart and order never use it.
 */
export class CatalogService {
  private state: CatalogState | null = null;
  private versionCheckedAt = 0;
  private stockCheckedAt = 0;
  private inventory = new InventoryTable([]);
  /** Where the next look for stock changes starts (see stock-changes.repo.ts). */
  private cursor: StockCursor | null = null;
  /** Holds whose timers ran out by this moment no longer count in the stock held. */
  private expiryCheckedAt = '';
  /** The next moment a running hold timer runs out, as far as known. */
  private nextExpiryAt: string | undefined;
  private pending: Promise<void> | null = null;
  private warming: Promise<void> = Promise.resolve();
  /** Whether suggestions and text search have been warmed up in this process (see warm-text.ts). */
  private textWarmed = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Shown stock subtracts running ticket holds (ADR 0017). */
    private readonly holds?: { activeHeld(productIds?: readonly number[]): Promise<Map<number, number>> },
    /** When work no request waits for may take a slice of time: a quiet moment in the API (platform/quiet-turns.ts). */
    private readonly backgroundTurn?: () => Promise<void>,
  ) {}

  private activeHeld(productIds?: readonly number[]): Promise<Map<number, number>> {
    return this.holds?.activeHeld(productIds) ?? Promise.resolve(new Map<number, number>());
  }

  get version(): string {
    return this.state?.version ?? '0';
  }

  /** Brings index and stock up to date when their freshness window has passed. */
  async fresh(): Promise<CatalogState> {
    const t = performance.now();
    const due = !this.state || t - this.versionCheckedAt >= VERSION_CHECK_MS || this.clock.now().getTime() >= this.state.priceChangeAt;
    if (due) {
      // One refresh at a time. Only the very first request waits for it; later ones keep answering
      // from the current index while the refresh runs, so the version and stock checks (and a
      // rebuild after an import) never stall the listings.
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
    const version = await readCatalogVersion(this.db);
    const checkedAt = performance.now();
    this.versionCheckedAt = checkedAt;
    if (!this.state || !this.cursor || this.state.version !== version || now.getTime() >= this.state.priceChangeAt) {
      this.stockCheckedAt = checkedAt;
      await this.rebuild(version, now);
      return;
    }
    if (checkedAt - this.stockCheckedAt < FRESHNESS_MS) return;
    this.stockCheckedAt = checkedAt;
    await this.applyStockChanges(this.state, this.cursor, now);
  }

  /** Takes in the stock changes since `cursor`: only the products that changed, unless there are many. */
  private async applyStockChanges(state: CatalogState, cursor: StockCursor, now: Date): Promise<void> {
    try {
      await this.takeStockChanges(state, cursor, now);
    } catch (e) {
      // Changes read but not applied would be lost to the moved cursor: the next check reloads all stock.
      this.cursor = null;
      throw e;
    }
  }

  private async takeStockChanges(state: CatalogState, cursor: StockCursor, now: Date): Promise<void> {
    const nowIso = now.toISOString();
    const changes = await readStockChanges(this.db, cursor);
    const changed = changes.products;
    for (const at of changes.expiries) if (at > nowIso && (this.nextExpiryAt === undefined || at < this.nextExpiryAt)) this.nextExpiryAt = at;
    // A hold stops counting when its timer runs out, which writes nothing: those products are looked up by the clock.
    if (this.nextExpiryAt !== undefined && this.nextExpiryAt <= nowIso) {
      for (const id of await productsExpiredBetween(this.db, this.expiryCheckedAt, nowIso)) changed.add(id);
      this.expiryCheckedAt = nowIso;
      this.nextExpiryAt = await nextExpiry(this.db, nowIso);
    }
    this.cursor = changes.next;
    if (changed.size === 0) return;
    if (changed.size > MAX_STOCK_PATCH) {
      this.inventory = await this.currentInventory();
      for (const index of state.stores.values()) applyAllStock(index, this.inventory);
      return;
    }
    const ids = [...changed];
    // Who reads a row is found from the stock the indexes show now, before it changes.
    const readers = [...state.stores.values()].map((index) => ({ index, readers: readersOf(index, this.inventory) }));
    await this.rereadStock(ids);
    for (const r of readers) applyStockChanges(r.index, r.readers, this.inventory, ids);
  }

  /** Reads the stock rows (with their running holds) of `ids` again into the inventory; a product without a row leaves it. */
  private async rereadStock(ids: readonly number[]): Promise<void> {
    const [fresh, held] = await Promise.all([loadInventory(this.db, ids), this.activeHeld(ids)]);
    for (const id of ids) {
      const rec = fresh.get(id);
      if (!rec) {
        this.inventory.delete(id);
        continue;
      }
      this.inventory.set(id, rec);
      this.inventory.setHeld(id, held.get(id) ?? 0);
    }
  }

  /** Every stock row with its running holds. */
  private async currentInventory(): Promise<InventoryTable> {
    const [inventory, held] = await Promise.all([loadInventoryTable(this.db), this.activeHeld()]);
    for (const [id, n] of held) inventory.setHeld(id, n);
    return inventory;
  }

  private async rebuild(version: string, now: Date): Promise<void> {
    const nowIso = now.toISOString();
    const changed = !this.state || this.state.version !== version || now.getTime() >= this.state.priceChangeAt;
    const delta = this.state && this.state.version !== version ? await this.deltaTo(version) : undefined;
    const patch = delta && !delta.full ? await this.patchedCatalog(version, delta) : undefined;
    if (patch && this.state && this.cursor) {
      // After a small import the stock already read is brought up to date through the stock-change log,
      // and only the changed products' rows are read again: reading every stock row took 0.7 s of the
      // 2.6 s a one-event import needed to show at 100,000 events (ADR 0068).
      await this.applyStockChanges(this.state, this.cursor, now);
      await this.rereadStock([...patch.owned]);
    } else {
      // Taken before the stock is read: whatever changes from here on is read again by the next check.
      const cursor = await stockCursor(this.db);
      this.inventory = await this.currentInventory();
      this.cursor = cursor;
      this.expiryCheckedAt = nowIso;
      this.nextExpiryAt = await nextExpiry(this.db, nowIso);
    }
    let inUse: StoreCode[] = [];
    if (changed) {
      const data = patch?.data ?? (await loadCatalogData(this.db));
      // A store view's index is built on its first request, or at once for the store views that were
      // asked since the last change (`rebuildInUse`): after an import the store that is asked first
      // answers after one build instead of three.
      // Documents priced before a special-price window opened or closed are not reused.
      // When the import says it changed most events, nothing is reused: working out every product's
      // signature to find the few unchanged ones cost more than mapping them again (a third of the
      // rebuild at 10,000 events), and the text index is built afresh instead of edited document by document.
      const mostChanged = delta?.compared === true && delta.products.length * 2 > (this.state?.data.products.length ?? 0);
      const old = this.state && !mostChanged && now.getTime() < this.state.priceChangeAt ? this.state : undefined;
      const previous = new Map(old ? [...old.previous, ...old.stores] : []);
      inUse = [...(this.state?.stores.keys() ?? [])];
      const patched = patch && delta && old ? { products: new Set(delta.products), stores: new Set(old.stores.keys()) } : undefined;
      this.state = { version, data, builtAt: now, stores: new Map(), previous, building: new Map(), priceChangeAt: nextPriceChange(data, now), patched };
    } else {
      for (const index of this.state!.stores.values()) applyAllStock(index, this.inventory);
    }
    this.rebuildInUse(inUse);
  }

  /**
   * Builds the new indexes of the store views that were in use, one at a time with queued requests
   * served in between, instead of waiting for each one's next request: the new catalogue shows as soon
   * as it is built, and no shopper's request waits for a build that could have run before it came.
   */
  private rebuildInUse(codes: readonly StoreCode[]): void {
    const run = async () => {
      for (const code of codes) {
        await nextTurn();
        await this.storeIndex(code);
      }
    };
    // A build that fails here is tried again by the store view's next request.
    run().catch(() => undefined);
  }

  /** The store views whose index of the current catalogue is built. */
  builtStoreViews(): StoreCode[] {
    return [...(this.state?.stores.keys() ?? [])];
  }

  /**
   * After an import that changed only a few events (and no shared data), the loaded catalogue patched with
   * just those events' rows, and the products whose rows it replaced; undefined when a full reload is
   * needed (see db/import/catalog-delta.ts).
   */
  private async patchedCatalog(version: string, delta: CatalogDelta): Promise<{ data: CatalogData; owned: Set<number> } | undefined> {
    if (!this.state || delta.products.length > MAX_PATCHED_PRODUCTS) return undefined;
    if (touchesPackages(this.state.data, delta.products)) return undefined;
    const patch = await loadCatalogData(this.db, delta.products);
    // Another import may have committed while the rows were read: then the next check reloads in full.
    if ((await readCatalogVersion(this.db)) !== version) return undefined;
    const owned = patchedProducts(this.state.data, patch, delta.products);
    return { data: patchCatalogData(this.state.data, patch, delta.products, owned), owned };
  }

  /**
   * What the import that led from the loaded catalogue to `version` changed: undefined after any other
   * writer or across more than one import.
   */
  private async deltaTo(version: string): Promise<CatalogDelta | undefined> {
    const delta = await readCatalogDelta(this.db);
    return delta && delta.base === this.state?.version && delta.version === version ? delta : undefined;
  }

  /** The index of a store view; undefined when the code names none. */
  async storeIndex(storeCode: string): Promise<StoreIndex | undefined> {
    if (!isStoreCode(storeCode)) return undefined;
    const state = await this.fresh();
    const index = state.stores.get(storeCode);
    if (index) return index;
    let building = state.building.get(storeCode);
    if (!building) {
      building = this.build(state, storeCode).finally(() => state.building.delete(storeCode));
      state.building.set(storeCode, building);
    }
    return building;
  }

  private async build(state: CatalogState, storeCode: StoreCode): Promise<StoreIndex> {
    // Names read while a newer import lands may be that import's: they show a little early, and a name
    // that changed changes its event's signature, so no document built with them outlives its catalogue.
    const ticketNames = storeCode === DEFAULT_STORE_CODE ? undefined : await loadTicketNames(this.db, storeCode);
    const previous = state.previous.get(storeCode);
    // Taken out first: the previous index's text index becomes part of the new one.
    state.previous.delete(storeCode);
    const changed = state.patched?.stores.has(storeCode) ? state.patched.products : undefined;
    const index = buildStoreIndex(state.data, STORE_VIEWS[storeCode], state.builtAt, this.inventory, previous, ticketNames, changed);
    state.stores.set(storeCode, index);
    // Without them the next import maps every event afresh: slower, never wrong.
    completeSignatures(index.built.byProduct, state.data, this.backgroundTurn).catch(() => undefined);
    this.warming = this.warmUp(storeCode, index);
    return index;
  }

  /**
   * Builds what a category page reads (see warm-listings.ts) one sort option at a time, then, once per
   * process, runs keystrokes and searches through the text code (warm-text.ts), with queued requests
   * served in between; a step that fails is left to the first request that needs it.
   */
  private async warmUp(storeCode: StoreCode, index: StoreIndex): Promise<void> {
    // The text code is warmed once per process: optimised code outlives the index it was warmed on.
    const text = this.textWarmed ? [] : textWarmUps(index);
    for (const step of [...listingWarmUps(index), ...text]) {
      await nextTurn();
      // A newer catalogue's index took its place meanwhile: that one warms itself.
      if (this.state?.stores.get(storeCode) !== index) return;
      try {
        step();
      } catch {
        return;
      }
    }
    if (text.length > 0) this.textWarmed = true;
  }

  /** Settles when the last index built is warmed up: its listings, and the text code once per process (tests). */
  listingsWarmed(): Promise<void> {
    return this.warming;
  }

  /** A cached answer kept under `key` in a store view's current index; undefined when there is none. */
  async cachedAnswer(storeCode: string, key: string): Promise<KeptAnswer | undefined> {
    return (await this.storeIndex(storeCode))?.cache.get(key);
  }

  /** A search answer, already serialised: repeated listings are served from the cache. */
  async search(input: SearchInput): Promise<Result<KeptAnswer>> {
    const index = await this.storeIndex(input.storeCode);
    // The timeout budget starts once the index is ready: a rebuild after an import is not the query's fault.
    const startedAt = performance.now();
    if (!index) return fail(ErrorCodes.notFound, `Unknown store view: ${input.storeCode}`);
    // Answers are kept under the request itself (URL + body), not a digest of it: hashing cost every
    // uncached search about 20 µs, and the keys are a small part of what a kept answer holds.
    // The resolved group is part of it: one group's prices are never served to another, or to guests.
    const key = `${input.groupId}\n${input.cacheKey}`;
    const cached = index.cache.get(key);
    if (cached !== undefined) {
      const deps = index.answerDeps.get(key);
      if (input.requestKey !== undefined && deps) this.remember(index, [input.requestKey], cached, deps, true);
      return ok(cached);
    }
    const n = normaliseSearch(
      { entityType: input.entityType, from: input.from, size: input.size, sort: input.sort, body: input.body },
      { isKnownField: (f) => isKnownField(index, input.entityType, f), knownAttributeCodes: index.attributeCodes },
    );
    if (input.entityType === 'product') {
      const { json, timedOut, deps } = productSearchJson(index, n, input.source, startedAt, input.groupId);
      const answer = new KeptAnswer(json);
      if (!timedOut) this.remember(index, [key, input.requestKey], answer, deps);
      return ok(answer);
    }
    const result = runSearch(index, n, input.source, startedAt, input.groupId);
    const answer = new KeptAnswer(JSON.stringify({ code: 200, result }));
    // Categories, attributes and tax rules carry no stock: no stock change touches these answers.
    if (!result.timed_out) this.remember(index, [key, input.requestKey], answer, { groupId: GUEST_GROUP_ID, shown: [], fields: [] });
    return ok(answer);
  }

  /**
   * Keeps an answer under its keys once its request has been seen before (see AnswerCache.admits; the
   * first key decides), or at once when it is `popular` (already kept under another key).
   */
  private remember(index: StoreIndex, keys: (string | undefined)[], answer: KeptAnswer, deps: AnswerDeps, popular = false): void {
    const first = keys.find((k) => k !== undefined);
    if (first === undefined || (!popular && !index.cache.admits(first))) return;
    if (index.cache.full()) {
      index.cache.clear();
      index.answerDeps.clear();
    }
    for (const key of keys) {
      if (key === undefined) continue;
      index.cache.set(key, answer);
      index.answerDeps.set(key, deps);
    }
  }

  /**
   * A product's stock as this process last read it (at most about a quarter second old once a sellable
   * or index has been asked for): quick refusals may use it, a hold never does.
   */
  knownStock(productId: number): Readonly<InventoryRecord> | undefined {
    return this.inventory.get(productId);
  }

  /** Name, price and tax of a sku as the server prices it (client prices are never trusted). */
  async sellable(storeCode: string, sku: string): Promise<Sellable | undefined> {
    return (await this.storeIndex(storeCode))?.sellable.get(sku);
  }
}

