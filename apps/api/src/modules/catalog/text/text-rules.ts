/** Text search weighs a match in the name 4, in a sku 2 and in a category name 1. */
export const TEXT_BOOST = { name: 4, sku: 2, category_names: 1 };
/** A query word may be at most 2 edits away from a word it matches (an absolute edit distance). */
export const FUZZINESS = 2;
/**
 * Edit distance allowed for one query word: at most 2, scaled down for short
 * words (as ES's prefix_length 2 does) so 'ab' or 'kent' do not match half the index.
 */
export const fuzziness = (term: string) => Math.min(FUZZINESS, term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2);
/** A hit must match 75 % of the query's words (rounded down, at least one). */
export const MIN_SHOULD_MATCH = 0.75;
/** Text hits scoring under 0.02 are dropped. */
export const MIN_SCORE = 0.02;
