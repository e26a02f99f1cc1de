import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 2_560_000],
    [10, 3_600_000],
    [50, 3_600_000],
  ])('after failure %i waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });
});
