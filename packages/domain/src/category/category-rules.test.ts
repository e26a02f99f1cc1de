import { describe, expect, it } from 'vitest';
import { categoryPrefetchSearch, findCategory, popularEventBlock } from './category-rules.ts';

const cats = [
  { id: 2, parent_id: 1, parent_ids: [1], url_key: 'root', url_path: '', is_active: true, level: 1 },
  { id: 3, parent_id: 2, parent_ids: [1, 2], url_key: 'konserter', url_path: 'konserter', is_active: true, level: 2 },
  { id: 9, parent_id: 3, parent_ids: [1, 2, 3], url_key: 'kent', url_path: 'konserter/kent', is_active: true, level: 3 },
  { id: 10, parent_id: 3, parent_ids: [1, 2, 3], url_key: 'gammalt', url_path: 'konserter/gammalt', is_active: false, level: 3 },
  { id: 11, parent_id: 9, parent_ids: [1, 2, 3, 9], url_key: 'x', url_path: 'konserter/kent/x', is_active: true, level: 6 },
];

describe('category lookup', () => {
  it('finds a category by its url_path', () => {
    expect(findCategory(cats, 'url_path', 'konserter/kent')).toMatchObject({ ok: true, category: { id: 9 } });
  });

  it('looks up active categories only by default', () => {
    expect(findCategory(cats, 'url_path', 'konserter/gammalt')).toEqual({ ok: false, message: 'Category query returned empty result url_path = konserter/gammalt' });
    expect(findCategory(cats, 'url_path', 'konserter/gammalt', { includeInactive: true })).toMatchObject({ ok: true, category: { id: 10 } });
  });

  it('gives the empty-result text for an id below the root id or nothing found', () => {
    expect(findCategory(cats, 'id', 1)).toEqual({ ok: false, message: 'Category query returned empty result id = 1' });
    expect(findCategory(cats, 'id', 404)).toEqual({ ok: false, message: 'Category query returned empty result id = 404' });
    expect(findCategory(cats, 'id', 2)).toMatchObject({ ok: true });
    expect(findCategory(cats, 'url-key', 'kent')).toMatchObject({ ok: true, category: { id: 9 } });
    expect(findCategory(cats, 'slug', 'nope')).toEqual({ ok: false, message: 'Category query returned empty result slug = nope' });
  });
});

describe('popularEventBlock', () => {
  it.each([
    [3, 'concerts'],
    [4, 'theatre'],
    [5, 'opera'],
    [6, 'sports'],
    [7, 'standup'],
    [8, 'shows'],
  ])('category %i has its own block', (id, name) => {
    expect(popularEventBlock({ id, parent_ids: [1, 2] })).toEqual({ categoryId: id, name });
  });
  it('uses the nearest top category of a sub-category, none for others', () => {
    expect(popularEventBlock({ id: 9, parent_ids: [1, 2, 3] })).toEqual({ categoryId: 3, name: 'concerts' });
    expect(popularEventBlock({ id: 20, parent_ids: [1, 2] })).toBeNull();
  });
});

describe('categoryPrefetchSearch', () => {
  it('prefetches active categories of levels 2 to 5, 4000 by position', () => {
    expect(categoryPrefetchSearch()).toEqual({
      body: {
        filters: [
          { attribute: 'is_active', value: { eq: true }, scope: 'default' },
          { attribute: 'level', value: { in: [2, 3, 4, 5] }, scope: 'default' },
        ],
        aggregations: [],
      },
      size: 4000,
      sort: 'position:asc',
    });
  });
});
