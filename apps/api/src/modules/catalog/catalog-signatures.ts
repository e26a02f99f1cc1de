import { setImmediate as nextTurn } from 'node:timers/promises';
import { hash } from 'node:crypto';
import type { CatalogData } from './catalog.repo.ts';
import { placeOfId } from './sorted-ids.ts';

export interface Signatures {
  /** Everything a product document reads besides its own rows: categories, venues, attributes, tax rules. */
  global: string;
  /** Per top-level product: its row, its ticket categories, their prices, tier prices and category links. */
  byProduct: Map<number, string>;
}

const signatureCache = new WeakMap<CatalogData, Signatures>();

/**
 * A signature is kept as a digest of its JSON, not the JSON: at 100,000 events the JSON of every
 * product's rows held about 400 MB for the life of the index, the digests 4 MB.
 */
const digest = (json: string) => hash('sha1', json, 'base64url');

const globalCache = new WeakMap<CatalogData, string>();

/** Everything a product document reads besides its own rows (categories, venues, attributes, tax rules), as one digest. */
export function globalSignature(data: CatalogData): string {
  let global = globalCache.get(data);
  if (global === undefined) {
    global = digest(JSON.stringify([data.categories, data.venues, data.attributes, data.taxRules], withoutStamp));
    globalCache.set(data, global);
  }
  return global;
}

/** An import stamps updated_at on every row it writes, changed or not: the stamp is left out and copied onto reused documents instead. */
const withoutStamp = (key: string, value: unknown) => (key === 'updated_at' ? undefined : value);

/** How many rows or products the signature steps go through between two yields. */
const SIGNATURE_STEP = 50;
/**
 * How long the signatures are worked on between two looks at the request queue (see `signaturesInSlices`).
 * A fixed 500 products a slice held requests up for about 25 ms each at 100,000 events on a slow
 * machine, and the rows were sorted to their products in one piece of several hundred (ADR 0065).
 */
const SIGNATURE_SLICE_MS = 4;

/**
 * Which top-level product owns a product id (itself, or a ticket category's event), as a place in
 * `data.products`. Kept in typed arrays, sorted by id and searched by halves: the map of every id
 * this replaced held about 30 MB at 100,000 events while the signatures were worked out, and the
 * lists of each product's rows another 25 MB, both long-lived enough to grow the heap for good (ADR 0071).
 */
class Owners {
  private readonly ids: Float64Array;
  private readonly ownerByRank: Int32Array;

  private constructor(ids: Float64Array) {
    this.ids = ids;
    this.ownerByRank = new Int32Array(ids.length).fill(-1);
  }

  static *build(data: CatalogData): Generator<void, Owners> {
    const ids = new Float64Array(data.products.length + data.tickets.length);
    let n = 0;
    for (const p of data.products) ids[n++] = p.id;
    for (const t of data.tickets) ids[n++] = t.id;
    // A native sort of plain numbers: about 40 ms at 100,000 events, the one step that does not yield.
    ids.sort();
    yield;
    const owners = new Owners(ids);
    data.products.forEach((p, i) => owners.setOwner(p.id, i));
    yield;
    let rows = 0;
    for (const t of data.tickets) {
      const parent = t.parent_id === null ? -1 : owners.of(t.parent_id);
      if (parent >= 0) owners.setOwner(t.id, parent);
      if (++rows % (SIGNATURE_STEP * 20) === 0) yield;
    }
    return owners;
  }

  private setOwner(id: number, owner: number): void {
    const r = placeOfId(this.ids, id);
    if (r >= 0 && this.ownerByRank[r] === -1) this.ownerByRank[r] = owner;
  }

  /** The owner's place in `data.products`, or -1 for an id no loaded product has. */
  of(id: number): number {
    const r = placeOfId(this.ids, id);
    return r < 0 ? -1 : this.ownerByRank[r]!;
  }
}

/**
 * The rows of one kind grouped by owner, each group in the rows' own order (a counting sort): the rows
 * of product `i` are `rows[order[start[i]]]` to `rows[order[start[i + 1] - 1]]`.
 */
function* groupByOwner(rowCount: number, ownerAt: (i: number) => number, productCount: number): Generator<void, { start: Int32Array; order: Int32Array }> {
  const owner = new Int32Array(rowCount);
  const start = new Int32Array(productCount + 1);
  for (let i = 0; i < rowCount; i++) {
    const o = ownerAt(i);
    owner[i] = o;
    if (o >= 0) start[o + 1]!++;
    if ((i + 1) % (SIGNATURE_STEP * 20) === 0) yield;
  }
  for (let i = 0; i < productCount; i++) start[i + 1]! += start[i]!;
  const next = start.slice(0, productCount);
  const order = new Int32Array(start[productCount]!);
  for (let i = 0; i < rowCount; i++) {
    const o = owner[i]!;
    if (o >= 0) order[next[o]!++] = i;
  }
  return { start, order };
}

/**
 * The steps of working out a catalogue's signatures: it yields every few rows and products, so the same
 * code runs all at once (`catalogSignatures`) or in slices between requests (`signaturesInSlices`).
 * A product's signature is the digest of its row, its ticket categories, then its (and their) prices,
 * tier prices, category links, package links and bundle options, each kind in the order loaded.
 */
function* signatureSteps(data: CatalogData): Generator<void, Signatures> {
  const owners = yield* Owners.build(data);
  const count = data.products.length;
  const kinds: Array<{ rowAt: (i: number) => unknown; groups: { start: Int32Array; order: Int32Array } }> = [];
  const { tickets, prices } = data;
  kinds.push({ rowAt: (i) => tickets[i], groups: yield* groupByOwner(tickets.length, (i) => owners.of(tickets[i]!.id), count) });
  kinds.push({ rowAt: (i) => prices.at(i), groups: yield* groupByOwner(prices.length, (i) => owners.of(prices.productId(i)), count) });
  for (const rows of [data.tierPrices, data.productCategories, data.links, data.bundleOptions] as { product_id: number }[][]) {
    kinds.push({ rowAt: (i) => rows[i], groups: yield* groupByOwner(rows.length, (i) => owners.of(rows[i]!.product_id), count) });
  }
  const byProduct = new Map<number, string>();
  for (let i = 0; i < count; i++) {
    const product = data.products[i]!;
    // The stamp is left out of the product's own row, the only one of its rows that carries one: a
    // replacer function would be called for every key of every row, half the time of the whole step.
    const parts: unknown[] = [{ ...product, updated_at: undefined }];
    for (const { rowAt, groups } of kinds) {
      for (let k = groups.start[i]!; k < groups.start[i + 1]!; k++) parts.push(rowAt(groups.order[k]!));
    }
    byProduct.set(product.id, digest(JSON.stringify(parts)));
    if ((i + 1) % SIGNATURE_STEP === 0) yield;
  }
  // A package's document shows the tickets it links to: it changes whenever one of their events does.
  const linkedEvents = new Map<number, Set<number>>();
  for (const l of data.links) {
    const owner = owners.of(l.linked_product_id);
    if (owner < 0) continue;
    const set = linkedEvents.get(l.product_id) ?? new Set<number>();
    set.add(data.products[owner]!.id);
    linkedEvents.set(l.product_id, set);
  }
  for (const [pkg, events] of linkedEvents) {
    const own = byProduct.get(pkg);
    if (own !== undefined) byProduct.set(pkg, digest(own + [...events].sort((a, b) => a - b).map((e) => byProduct.get(e) ?? '').join('')));
  }
  return { global: globalSignature(data), byProduct };
}

/**
 * Input signatures of a loaded catalogue (computed once per load, shared by the store views). An import
 * rewrites every row it carries, so "what changed" is decided by content, not by timestamps or versions.
 */
export function catalogSignatures(data: CatalogData): Signatures {
  const cached = signatureCache.get(data);
  if (cached) return cached;
  const steps = signatureSteps(data);
  let step = steps.next();
  while (!step.done) step = steps.next();
  signatureCache.set(data, step.value);
  return step.value;
}

/** The per-product signatures of `data` if they are worked out already. */
export function knownSignatures(data: CatalogData): Map<number, string> | undefined {
  return signatureCache.get(data)?.byProduct;
}

/**
 * The same signatures, worked out a slice at a time with the request queue served in between: after a
 * full rebuild nothing is compared until the next import, so the index answers first and the
 * signatures follow (about half a second of CPU at 10,000 events, ten times that at 100,000). Each
 * slice waits for `turn`: by default the next turn of the event loop, in the API a quiet moment
 * (platform/quiet-turns.ts), since no shopper waits for them.
 */
async function signaturesInSlices(data: CatalogData, turn: () => Promise<void>): Promise<Signatures> {
  const steps = signatureSteps(data);
  let step = steps.next();
  while (!step.done) {
    await turn();
    // Someone needed them at once meanwhile (a patch or a rebuild): theirs are the same.
    const done = signatureCache.get(data);
    if (done) return done;
    const sliceEnd = performance.now() + SIGNATURE_SLICE_MS;
    do step = steps.next();
    while (!step.done && performance.now() < sliceEnd);
  }
  signatureCache.set(data, step.value);
  return step.value;
}

/**
 * Fills in the signatures an index was built without (see `buildStoreIndex`). Until they are there, the
 * next import maps every product afresh, which is slower but gives the same documents.
 */
export async function completeSignatures(built: ReadonlyMap<number, { signature: string | undefined }>, data: CatalogData, turn: () => Promise<void> = nextTurn): Promise<void> {
  let missing = false;
  for (const b of built.values()) if (b.signature === undefined) missing = true;
  if (!missing) return;
  const { byProduct } = await signaturesInSlices(data, turn);
  for (const [id, b] of built) b.signature ??= byProduct.get(id);
}

/**
 * Signatures of a catalogue patched from `base` (see catalog-patch.ts) without serialising every product
 * again: the changed products' signatures come from the patch, every other one is carried over. While
 * the base's are still being worked out nothing is carried: working them all out at once held a patch
 * up by 1.7 s at 100,000 events, and the patched catalogue's own follow in the background.
 */
export function carrySignatures(patched: CatalogData, base: CatalogData, patch: CatalogData, changedIds: Iterable<number>): void {
  // A patch keeps the base's shared tables: their digest (110 ms at 100,000 events) is the same.
  const global = globalCache.get(base);
  if (global !== undefined) globalCache.set(patched, global);
  const before = signatureCache.get(base);
  if (!before) return;
  const byProduct = new Map(before.byProduct);
  for (const id of changedIds) byProduct.delete(id);
  for (const [id, signature] of catalogSignatures(patch).byProduct) byProduct.set(id, signature);
  signatureCache.set(patched, { global: before.global, byProduct });
}
