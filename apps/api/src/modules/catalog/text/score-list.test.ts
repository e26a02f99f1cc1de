import { describe, expect, it } from 'vitest';
import { ScoreList } from './score-list.ts';

describe('a search’s scores as two lists of numbers', () => {
  const list = () => {
    const scores = new ScoreList();
    scores.add(42, 1.5);
    scores.add(7, 3.25);
    scores.add(19, 1.5);
    return scores;
  };

  it('hands the hits over in the order they were added, as a map of them would', () => {
    const scores = list();
    const reference = new Map([[42, 1.5], [7, 3.25], [19, 1.5]]);
    expect(scores.size).toBe(3);
    expect([...scores.keys()]).toEqual([...reference.keys()]);
    expect([...scores]).toEqual([...reference]);
    const seen: Array<[number, number]> = [];
    scores.forEach((score, id) => seen.push([id, score]));
    expect(seen).toEqual([...reference]);
  });

  it('looks single ids up, also after more hits were added', () => {
    const scores = list();
    expect(scores.get(7)).toBe(3.25);
    expect(scores.has(19)).toBe(true);
    expect(scores.has(8)).toBe(false);
    expect(scores.get(8)).toBeUndefined();
    scores.add(8, 0.5);
    expect(scores.get(8)).toBe(0.5);
    expect(scores.size).toBe(4);
  });

  it('keeps its hits, in order, when trimmed to be kept', () => {
    const scores = list();
    const before = [...scores];
    expect(scores.trim()).toBe(scores);
    expect([...scores]).toEqual(before);
    expect(scores.get(19)).toBe(1.5);
  });
});
