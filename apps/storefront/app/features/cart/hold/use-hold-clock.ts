import { useEffect, useMemo, useState } from 'react';
import { clockOffsetMs, secondsLeft, timerPhase, canExtend, type TimerPhase } from '@encore/domain';
import type { CartHold } from '../types.ts';

export interface HoldClock {
  remaining: number | null;
  phase: TimerPhase;
  canExtend: boolean;
}

/**
 * Seconds left on the cart's hold, ticking once a second by the server's
 * clock (holds expire by the server's time, not the browser's). The first
 * render uses the server time itself, so server and browser render the same.
 */
export function useHoldClock(hold: CartHold | null | undefined): HoldClock {
  const expiresAt = hold?.expiresAt ?? null;
  const serverTime = hold?.serverTime ?? null;
  // Fixed when a new answer arrives: how far the browser clock is from the server's.
  const offset = useMemo(() => (serverTime && typeof window !== 'undefined' ? clockOffsetMs(serverTime, Date.now()) : 0), [serverTime]);
  const initial = expiresAt && serverTime ? secondsLeft(expiresAt, Date.parse(serverTime)) : null;
  const [remaining, setRemaining] = useState<number | null>(initial);

  useEffect(() => {
    if (!expiresAt) {
      setRemaining(null);
      return;
    }
    const tick = () => setRemaining(secondsLeft(expiresAt, Date.now(), offset));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [expiresAt, offset]);

  return {
    remaining,
    phase: timerPhase(remaining, hold?.warningSeconds),
    canExtend: hold ? canExtend(hold.extensionsUsed, hold.maxExtensions) : false,
  };
}
