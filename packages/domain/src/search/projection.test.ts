import { describe, expect, it } from 'vitest';
import { project } from './projection.ts';

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
