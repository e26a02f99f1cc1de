import type { Product } from '@encore/contracts';
import { GUEST_GROUP_ID } from '@encore/domain';
import type { AnswerDeps, StoreIndex } from './catalog-index.ts';
import type { InventoryRecord } from './catalog.repo.ts';
import { fieldRoot } from './columns/product-columns.ts';
import { applyStock } from './product-mapper.ts';

/** An inventory that notes which products a document's stock is read from. */
class ReadNoting extends Map<number, InventoryRecord> {
  readonly read = new Set<number>();
  constructor(private readonly source: ReadonlyMap<number, InventoryRecord>) {
    super();
  }
  override get(id: number): InventoryRecord | undefined {
    this.read.add(id);
    return this.source.get(id);
  }
}

/** Per store index: inventory product id → the top-level documents whose stock reads it. */
const readersByIndex = new WeakMap<StoreIndex, Map<number, Product[]>>();

/**
 * Found once per index by running the stock rules over every document with the inventory the index
 * shows (which sets the values they already hold, so call it before that inventory changes): whatever
 * product a rule reads, an event's ticket categories or a package's tickets, a change of it reaches
 * exactly the documents that show it.
 */
export function readersOf(index: StoreIndex, inventory: ReadonlyMap<number, InventoryRecord>): Map<number, Product[]> {
  let readers = readersByIndex.get(index);
  if (!readers) {
    readers = new Map();
    for (const doc of index.products) {
      const noting = new ReadNoting(inventory);
      applyStock(doc, noting);
      for (const id of noting.read) {
        const list = readers.get(id);
        if (list) list.push(doc);
        else readers.set(id, [doc]);
      }
    }
    readersByIndex.set(index, readers);
  }
  return readers;
}

function fieldJson(doc: Product): Map<string, string> {
  return new Map(Object.entries(doc).map(([k, v]) => [k, JSON.stringify(v)]));
}

/**
 * Brings the documents that read the changed inventory rows up to date and drops only what their new
 * values can make wrong: cached answers that show one of them or filter, sort or count on a field
 * whose value changed in one of them, the guest columns of those fields, and the group-priced copies.
 * Any other answer is still exact: its hits, totals, order and facets read only fields no document
 * changed, and it shows only documents that did not change.
 */
export function applyStockChanges(index: StoreIndex, readers: ReadonlyMap<number, readonly Product[]>, inventory: ReadonlyMap<number, InventoryRecord>, changedInventory: Iterable<number>): void {
  const docs = new Set<Product>();
  for (const id of changedInventory) for (const doc of readers.get(id) ?? []) docs.add(doc);
  const changedIds = new Set<number>();
  const roots = new Set<string>();
  for (const doc of docs) {
    const before = fieldJson(doc);
    applyStock(doc, inventory as Map<number, InventoryRecord>);
    const after = fieldJson(doc);
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      if (before.get(key) !== after.get(key)) {
        roots.add(key);
        changedIds.add(doc.id);
      }
    }
  }
  if (changedIds.size === 0) return;
  for (const [group, columns] of index.columns) {
    // Other groups' columns hold re-priced copies of the documents; they are rare and rebuilt on use.
    if (group === GUEST_GROUP_ID) columns.forget(changedIds, roots);
    else index.columns.delete(group);
  }
  index.groupPrices.docs.clear();
  for (const key of index.cache.keys()) {
    const deps = index.answerDeps.get(key);
    if (!deps || touches(deps, changedIds, roots)) {
      index.cache.delete(key);
      index.answerDeps.delete(key);
    }
  }
}

function touches(deps: AnswerDeps, ids: ReadonlySet<number>, roots: ReadonlySet<string>): boolean {
  // A group's shown price can move where the guest's does not (its cheapest ticket is another one).
  if (deps.groupId !== GUEST_GROUP_ID) return true;
  return deps.shown.some((id) => ids.has(id)) || deps.fields.some((f) => roots.has(fieldRoot(f)));
}

/** Every document's stock again and every derived answer dropped: for changes too many to follow one by one. */
export function applyAllStock(index: StoreIndex, inventory: Map<number, InventoryRecord>): void {
  for (const doc of index.products) applyStock(doc, inventory);
  index.cache.clear();
  index.answerDeps.clear();
  index.columns.clear();
  index.groupPrices.docs.clear();
}
