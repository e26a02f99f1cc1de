import { describe, expect, it } from 'vitest';
import { STORE_VIEWS, isStoreCode, storeViewByCode, storeViewById, type StoreCode } from './store-views.ts';

const view = (code: string | undefined) => (code === undefined ? undefined : STORE_VIEWS[code as StoreCode]);

describe('store view lookups', () => {
  it.each([
    ['the Swedish store', 'default', 'default'],
    ['the German store', 'store_de', 'store_de'],
    ['the Italian store', 'store_it', 'store_it'],
    ['an unknown code', 'store_fr', undefined],
    ['the empty string', '', undefined],
    ['a different case', 'Store_DE', undefined],
    ['an inherited object key: constructor', 'constructor', undefined],
    ['an inherited object key: __proto__', '__proto__', undefined],
    ['an inherited object key: toString', 'toString', undefined],
    ['an inherited object key: hasOwnProperty', 'hasOwnProperty', undefined],
    ['an inherited object key: valueOf', 'valueOf', undefined],
  ])('by code: %s', (_name, code, expected) => {
    expect(storeViewByCode(code)).toBe(view(expected));
    expect(isStoreCode(code)).toBe(expected !== undefined);
  });

  it.each([
    [1, 'default'],
    [2, 'store_de'],
    [3, 'store_it'],
    [0, undefined],
    [4, undefined],
  ])('by id %s', (id, expected) => {
    expect(storeViewById(id)).toBe(view(expected));
  });
});
