import type { Product } from '@encore/contracts';
import { GUEST_GROUP_ID, valuesAt } from '@encore/domain';
import type { AnswerDeps, StoreIndex } from './catalog-index.ts';
import type { InventoryRecord, StockSource } from './inventory-table.ts';
import { applyStock } from './product-mapper.ts';

/** An inventory that notes which products a document's stock is read from. */
class ReadNoting implements StockSource {
  readonly read = new Set<number>();
  constructor(private readonly source: StockSource) {}
  get(id: number): InventoryRecord | undefined {
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
export function readersOf(index: StoreIndex, inventory: StockSource): Map<number, Product[]> {
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

/**
 * Brings the documents that read the changed inventory rows up to date and drops only what their new
 * values can make wrong: cached answers that show one of them or filter, sort or count on a field
 * whose values changed in one of them, the guest columns of those fields, and the group-priced copies.
 * Any other answer is still exact: its hits, totals, order and facets read only fields whose values
 * are what they were in every document, and it shows only documents that did not change. A hold
 * changes a ticket's `stock.qty`, not its `stock.is_in_stock`, so in-stock listings stay cached.
 */
export function applyStockChanges(index: StoreIndex, readers: ReadonlyMap<number, readonly Product[]>, inventory: StockSource, changedInventory: Iterable<number>): void {
  const docs = new Set<Product>();
  for (const id of changedInventory) for (const doc of readers.get(id) ?? []) docs.add(doc);
  if (docs.size === 0) return;
  const guest = index.columns.get(GUEST_GROUP_ID);
  // Every field something kept reads: the cached answers' and the guest columns'.
  const fields = new Set<string>(guest?.fieldNames());
  for (const deps of index.answerDeps.values()) for (const f of deps.fields) fields.add(f);
  const paths = [...fields].map((f) => ({ f, path: f.split('.') }));
  const changedIds = new Set<number>();
  const changedFields = new Set<string>();
  for (const doc of docs) {
    const json = JSON.stringify(doc);
    const before = paths.map(({ path }) => JSON.stringify(valuesAt(doc, path)));
    applyStock(doc, inventory);
    if (JSON.stringify(doc) === json) continue;
    changedIds.add(doc.id);
    paths.forEach(({ f, path }, i) => {
      if (!changedFields.has(f) && JSON.stringify(valuesAt(doc, path)) !== before[i]) changedFields.add(f);
    });
  }
  if (changedIds.size === 0) return;
  const changed = (f: string) => changedFields.has(f);
  for (const [group, columns] of index.columns) {
    // Other groups' columns hold re-priced copies of the documents; they are rare and rebuilt on use.
    if (group === GUEST_GROUP_ID) columns.forget(changedIds, changed);
    else index.columns.delete(group);
  }
  index.groupPrices.docs.clear();
  for (const key of index.cache.keys()) {
    const deps = index.answerDeps.get(key);
    if (!deps || touches(deps, changedIds, changed)) {
      index.cache.delete(key);
      index.answerDeps.delete(key);
    }
  }
}

function touches(deps: AnswerDeps, ids: ReadonlySet<number>, changed: (field: string) => boolean): boolean {
  // A group's shown price can move where the guest's does not (its cheapest ticket is another one).
  if (deps.groupId !== GUEST_GROUP_ID) return true;
  return deps.shown.some((id) => ids.has(id)) || deps.fields.some(changed);
}

/** Every document's stock again and every derived answer dropped: for changes too many to follow one by one. */
export function applyAllStock(index: StoreIndex, inventory: StockSource): void {
  for (const doc of index.products) applyStock(doc, inventory);
  index.cache.clear();
  index.answerDeps.clear();
  index.columns.clear();
  index.groupPrices.docs.clear();
}
