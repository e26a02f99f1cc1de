import type { Category } from '@encore/contracts';
import { foldForSearch } from '@encore/domain';
import { describe, expect, it } from 'vitest';
import { CategoryNames } from './category-names.ts';

const category = (id: number, name: string, level = 3, is_active = true) => ({ id, name, level, is_active }) as Category;

/** What suggestions did before: every category tested with every word, in order. */
const everyName = (categories: Category[], words: string[], limit: number) =>
  categories.filter((c) => c.is_active && c.level >= 2 && words.every((w) => foldForSearch(c.name).includes(w))).slice(0, limit);

describe('category names for suggestions', () => {
  const fixed = [
    category(1, 'Evenemang', 1),
    category(2, 'Konserter', 2),
    category(3, 'Kent'),
    category(4, 'Kentucky Fried Orchestra'),
    category(5, 'Hidden Kent', 3, false),
    category(6, 'Björk'),
    category(7, 'Bjork & Kentaro'),
    category(8, 'Line\nbreak Kent'),
  ];

  it('offers active categories below the root whose folded name holds every word, in their order', () => {
    const names = new CategoryNames(fixed);
    expect(names.matching(['kent'], 10).map((c) => c.id)).toEqual([3, 4, 7, 8]);
    expect(names.matching(['kent'], 2).map((c) => c.id)).toEqual([3, 4]);
    expect(names.matching(['bjork'], 10).map((c) => c.id)).toEqual([6, 7]);
    expect(names.matching(['kent', 'bjork'], 10).map((c) => c.id)).toEqual([7]);
    expect(names.matching(['evenemang'], 10)).toEqual([]);
    expect(names.matching(['kent'], 0)).toEqual([]);
    expect(names.matching([], 3).map((c) => c.id)).toEqual([2, 3, 4]);
    expect(names.matching(['kbreak'], 10)).toEqual([]);
  });

  it('finds what testing every name finds, for random names and words', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const letters = 'abcöé ';
    const word = (n: number) => Array.from({ length: n }, () => letters[Math.floor(random() * (letters.length - 1))]).join('');
    for (let round = 0; round < 200; round++) {
      const list = Array.from({ length: 1 + Math.floor(random() * 40) }, (_, i) => category(i, Array.from({ length: 1 + Math.floor(random() * 3) }, () => word(1 + Math.floor(random() * 6))).join(' '), 1 + Math.floor(random() * 3), random() > 0.1));
      const names = new CategoryNames(list);
      for (let q = 0; q < 10; q++) {
        const words = Array.from({ length: Math.floor(random() * 3) }, () => foldForSearch(word(1 + Math.floor(random() * 3))));
        const limit = Math.floor(random() * 8);
        expect(names.matching(words, limit), `${JSON.stringify(list.map((c) => c.name))} ${JSON.stringify(words)} ${limit}`).toEqual(everyName(list, words, limit));
      }
    }
  });
});
