import type { Clock } from '../src/platform/clock.ts';

/**
 * Real time plus an offset the test moves forward. Tests of hold expiry jump the clock past a long
 * hold instead of sleeping through a one-second one: on a busy machine a one-second hold could run
 * out in the middle of the race it was meant to start, and the counts would no longer be the test's.
 */
export function shiftedClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}
