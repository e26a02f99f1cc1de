import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { project, projector } from './projection.ts';

const doc = { id: 7, sku: 'KENT', stock: { qty: 3, is_in_stock: true }, category: [{ id: 1 }], image: null };
const withChildren = {
  sku: 'KENT',
  category_ids: [3, 9],
  configurable_children: [
    { sku: 'KENT-A', price: 100, stock: { qty: 2, is_in_stock: true } },
    { sku: 'KENT-B', price: 200, stock: { qty: 0, is_in_stock: false } },
  ],
};

describe('project', () => {
  it.each([
    ['no filter keeps every field', {}, { id: 7, sku: 'KENT', stock: { qty: 3, is_in_stock: true }, category: [{ id: 1 }], image: null }],
    ['include picks top-level fields', { include: ['id', 'sku'] }, { id: 7, sku: 'KENT' }],
    ['include picks a nested field', { include: ['stock.qty'] }, { stock: { qty: 3 } }],
    ['include keeps nulls whole and picks inside arrays of objects', { include: ['category.id', 'image'] }, { category: [{ id: 1 }], image: null }],
    ['include of a missing field adds nothing', { include: ['price'] }, {}],
    ['exclude drops a top-level field', { exclude: ['category', 'image', 'stock'] }, { id: 7, sku: 'KENT' }],
    ['exclude drops a nested field', { include: ['stock'], exclude: ['stock.is_in_stock'] }, { stock: { qty: 3 } }],
    ['exclude * drops everything', { exclude: ['*'] }, {}],
    ['inherited names are no fields: constructor', { include: ['id', 'constructor', 'toString'] }, { id: 7 }],
    ['inherited names are no fields: __proto__', { include: ['__proto__', '__proto__.polluted'] }, {}],
    ['an inherited name below a field is as missing as any other', { include: ['stock.__proto__', 'stock.constructor'] }, { stock: {} }],
    ['excluding inherited names changes nothing', { include: ['id'], exclude: ['constructor', '__proto__.x', 'hasOwnProperty'] }, { id: 7 }],
  ])('%s', (_name, source, expected) => {
    const out = project(doc, source);
    expect(out).toEqual(expected);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(Object.keys(expected));
  });

  it('picks fields inside each element of an array of objects, several paths merged, as Elasticsearch does', () => {
    const copy = structuredClone(withChildren);
    const out = project(withChildren, { include: ['configurable_children.sku', 'configurable_children.stock.qty', 'category_ids', 'category_ids.x'] });
    expect(out).toEqual({
      configurable_children: [
        { sku: 'KENT-A', stock: { qty: 2 } },
        { sku: 'KENT-B', stock: { qty: 0 } },
      ],
      category_ids: [3, 9],
    });
    // A whole array named by one path stays whole, whatever other paths below it ask.
    expect(project(withChildren, { include: ['configurable_children', 'configurable_children.sku'] }).configurable_children).toEqual(withChildren.configurable_children);
    expect(withChildren).toEqual(copy);
  });

  it('leaves the document and Object.prototype untouched', () => {
    const copy = structuredClone(doc);
    project(doc, { include: ['__proto__.polluted', 'stock.qty'], exclude: ['stock.qty', '__proto__.toString'] });
    expect(doc).toEqual(copy);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof Object.prototype.toString).toBe('function');
  });
});

/**
 * The projection as it was written before paths were read into a tree: each path walked on its own,
 * one document at a time. The tree must give the same fields, in the same order, sharing the same
 * objects of the document.
 */
function pathByPath(doc: object, source: { include?: string[]; exclude?: string[] }): Record<string, unknown> {
  const isPlain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
  const pickPath = (src: unknown, path: string[], dst: Record<string, unknown>): void => {
    if (src === null || typeof src !== 'object') return;
    const [head, ...rest] = path;
    if (!Object.hasOwn(src, head!)) return;
    const value = (src as Record<string, unknown>)[head!];
    if (value === undefined) return;
    if (rest.length === 0 || value === null || typeof value !== 'object') {
      dst[head!] = value;
      return;
    }
    // What the answer holds under the name so far: its own field only (never an inherited 'constructor').
    const held = Object.hasOwn(dst, head!) ? dst[head!] : undefined;
    if (held === value) return;
    if (Array.isArray(value)) {
      const picked = Array.isArray(held) ? held : value.map((el) => (isPlain(el) ? {} : el));
      dst[head!] = picked;
      value.forEach((el, i) => {
        if (isPlain(el)) pickPath(el, rest, picked[i] as Record<string, unknown>);
      });
      return;
    }
    const child = (held as Record<string, unknown> | undefined) ?? {};
    dst[head!] = child;
    pickPath(value, rest, child);
  };
  const out: Record<string, unknown> = {};
  for (const p of source.include ?? []) pickPath(doc, p.split('.'), out);
  return out;
}

/** Same fields, same order at every level, and the same objects where a field is taken whole. */
function expectSameShape(actual: unknown, expected: unknown): void {
  if (expected === null || typeof expected !== 'object') {
    expect(actual).toBe(expected);
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual)).toBe(true);
    expect((actual as unknown[]).length).toBe(expected.length);
    expected.forEach((el, i) => expectSameShape((actual as unknown[])[i], el));
    return;
  }
  expect(Object.keys(actual as object)).toEqual(Object.keys(expected));
  for (const key of Object.keys(expected)) expectSameShape((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]);
}

describe('projector', () => {
  const NAMES = ['id', 'sku', 'stock', 'qty', 'children', 'price', '__proto__', 'constructor', ''];
  const value = fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(null, undefined, 0, 7, 'KENT', true),
      fc.array(tie('node'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...NAMES.filter((n) => n !== '__proto__')), tie('node'), { maxKeys: 4 }),
    ),
  })).node;
  const path = fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 }).map((names) => names.join('.'));

  it('picks the same fields in the same order as walking each path on its own, for any document and paths', () => {
    fc.assert(
      // Documents own no '__proto__' key (paths may name it): the walk path by path set the answer's prototype from one.
      fc.property(fc.dictionary(fc.constantFrom(...NAMES.filter((n) => n !== '__proto__')), value, { maxKeys: 6 }), fc.array(path, { minLength: 1, maxLength: 6 }), (doc, include) => {
        const copy = structuredClone(doc);
        const out = projector({ include })(doc);
        expectSameShape(out, pathByPath(doc, { include }));
        expect(doc).toEqual(copy);
        expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
      }),
      { numRuns: 2000 },
    );
  });

  it('is the same function for every document it projects, as project is for one', () => {
    const source = { include: ['sku', 'stock', 'configurable_children.sku', 'configurable_children.stock.qty'], exclude: ['stock.qty'] };
    const pickCards = projector(source);
    for (const d of [doc, withChildren, {}]) expect(pickCards(d)).toEqual(project(d, source));
    expect(pickCards(doc)).toEqual({ sku: 'KENT', stock: { is_in_stock: true } });
    expect(pickCards(withChildren)).toEqual({ sku: 'KENT', configurable_children: [{ sku: 'KENT-A', stock: { qty: 2 } }, { sku: 'KENT-B', stock: { qty: 0 } }] });
  });

  it("never writes a document's own '__proto__' key into an answer", () => {
    const parsed = JSON.parse('{"id":1,"__proto__":{"polluted":true}}') as object;
    const out = projector({ include: ['id', '__proto__', '__proto__.polluted'] })(parsed);
    expect(out).toEqual({ id: 1 });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
