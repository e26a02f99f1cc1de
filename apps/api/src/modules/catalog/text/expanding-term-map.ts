import SearchableMap from 'minisearch/SearchableMap';
import type { SearchBudget } from './search-budget.ts';
import { TermDeletions } from './term-deletions.ts';

type Tree<T> = SearchableMap<T>['_tree'];
/** The key under which a radix-tree node keeps the value of the word ending there. */
const LEAF = '';

/**
 * Where a word sits in the radix tree: the position of each branch taken among its node's keys (the
 * leaf last), so comparing two words' paths gives the order a walk of the tree meets them in.
 */
function locate<T>(tree: Tree<T>, word: string): { path: number[]; value: T } | undefined {
  const path: number[] = [];
  let node = tree;
  let rest = word;
  for (;;) {
    let position = 0;
    let child: string | undefined;
    for (const key of node.keys()) {
      if (rest === '' ? key === LEAF : key !== LEAF && rest.startsWith(key)) {
        child = key;
        break;
      }
      position++;
    }
    if (child === undefined) return undefined;
    path.push(position);
    if (child === LEAF) return { path, value: node.get(child as Parameters<Tree<T>['get']>[0]) as T };
    node = node.get(child)!;
    rest = rest.slice(child.length);
  }
}

function byPath(a: { path: number[] }, b: { path: number[] }): number {
  for (let i = 0; i < a.path.length && i < b.path.length; i++) if (a.path[i] !== b.path[i]) return a.path[i]! - b.path[i]!;
  return a.path.length - b.path.length;
}

/** Prefix matches that stop coming once the search's time is up. */
class BudgetedView<T> extends SearchableMap<T> {
  constructor(
    view: SearchableMap<T>,
    private readonly budget: SearchBudget,
  ) {
    super(view._tree, view._prefix);
  }

  override entries(): ReturnType<SearchableMap<T>['entries']> {
    const entries = super.entries();
    const next = entries.next.bind(entries);
    entries.next = () => (this.budget.over() ? { done: true, value: undefined } : next());
    return entries;
  }
}

/** Typo matches that are no longer scored once the search's time is up (a distance of 0 is skipped as the word itself). */
class BudgetedMatches<T> extends Map<string, [T, number]> {
  constructor(
    entries: Iterable<[string, [T, number]]>,
    private readonly budget: SearchBudget,
  ) {
    super(entries);
  }

  override get(term: string): [T, number] | undefined {
    const match = super.get(term);
    return match && this.budget.over() ? [match[0], 0] : match;
  }
}

/**
 * The text index's vocabulary (a radix tree of words) with typo lookups through a symmetric-delete
 * index of its words instead of a walk of the whole tree. The words found, their distances and their
 * order (the order a walk of the tree meets them in, which decides how scores add up and how ties
 * fall) are exactly what the walk gives. Words added after `prepare` are filed as they come, so an
 * import that changes a few events does not file the whole vocabulary again; words removed since are
 * skipped, as the walk would not meet them.
 */
export class ExpandingTermMap<T> extends SearchableMap<T> {
  private deletions: TermDeletions | undefined;
  /** The running search's time, while one runs. */
  budget: SearchBudget | undefined;

  /** Files the current words for typo lookups up to `maxDistance` edits, unless they are filed already. */
  prepare(maxDistance: number): void {
    if (this.deletions && this.deletions.maxDistance >= maxDistance) return;
    this.deletions = new TermDeletions(this.keys(), maxDistance);
  }

  /** A word the text index adds once the words are filed is filed too. */
  override fetch(key: string, initial: () => T): T {
    const deletions = this.deletions;
    if (!deletions) return super.fetch(key, initial);
    let created = false;
    const value = super.fetch(key, () => {
      created = true;
      return initial();
    });
    if (created) deletions.add(key);
    return value;
  }

  override fuzzyGet(key: string, maxEditDistance: number): Map<string, [T, number]> {
    const budget = this.budget;
    // Past the time limit a word only counts as typed.
    if (budget?.over()) return new Map();
    const deletions = this.deletions;
    if (!deletions || maxEditDistance > deletions.maxDistance) return super.fuzzyGet(key, maxEditDistance);
    const found: { term: string; path: number[]; value: T; distance: number }[] = [];
    for (const [term, distance] of deletions.near(key, maxEditDistance)) {
      const at = locate(this._tree, term);
      if (at) found.push({ term, distance, ...at });
    }
    found.sort(byPath);
    const entries = found.map((f): [string, [T, number]] => [f.term, [f.value, f.distance]]);
    return budget ? new BudgetedMatches(entries, budget) : new Map(entries);
  }

  override atPrefix(prefix: string): SearchableMap<T> {
    const view = super.atPrefix(prefix);
    return this.budget ? new BudgetedView(view, this.budget) : view;
  }
}
