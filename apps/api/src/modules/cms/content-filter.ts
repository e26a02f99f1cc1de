import type { ContentFilter } from '@encore/contracts';
import { likeMatcher } from './like-pattern.ts';

const same = (a: unknown, b: unknown) => String(a) === String(b);

/**
 * Compiles content filters (eq, in, like) over the allowed fields of an
 * entity. A filter on any other field is a caller error, reported by name.
 */
export function compileContentFilters<T extends object>(filters: readonly ContentFilter[], allowed: readonly string[]): { ok: true; test: (doc: T) => boolean } | { ok: false; field: string } {
  const tests: Array<(doc: T) => boolean> = [];
  for (const f of filters) {
    if (!allowed.includes(f.attribute)) return { ok: false, field: f.attribute };
    const get = (doc: T) => (doc as Record<string, unknown>)[f.attribute];
    const { eq, in: within, like } = f.value;
    if (eq !== undefined) tests.push((d) => same(get(d), eq));
    if (within !== undefined) {
      // One set lookup per document, however many values the filter lists.
      const values = new Set(within.map(String));
      tests.push((d) => values.has(String(get(d))));
    }
    if (like !== undefined) {
      const matches = likeMatcher(like);
      tests.push((d) => matches(String(get(d) ?? '')));
    }
  }
  return { ok: true, test: (doc) => tests.every((t) => t(doc)) };
}
