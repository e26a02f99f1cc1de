import { HOLD_MAX_EXTENSIONS, HOLD_WARNING_SECONDS } from '@encore/contracts';

export const HOLD_MESSAGES = {
  timeIsUp: 'Your time is up',
  clearing: 'we are clearing your cart',
  tenMinutes: '10 min has passed',
  reserving: 'Reserving your tickets...',
} as const;

/**
 * Difference between the server's clock and ours, so the countdown follows the
 * server (holds expire by its clock) even when the browser clock is off.
 */
export function clockOffsetMs(serverTime: string, receivedAt: number): number {
  return Date.parse(serverTime) - receivedAt;
}

/** Whole seconds left, never negative; null when nothing is held. */
export function secondsLeft(expiresAt: string | null, now: number, offsetMs = 0): number | null {
  if (!expiresAt) return null;
  const ms = Date.parse(expiresAt) - (now + offsetMs);
  return Math.max(0, Math.ceil(ms / 1000));
}

export type TimerPhase = 'idle' | 'running' | 'warning' | 'expired';

/** idle: nothing held; warning: within the warning window (60 s by default) before expiry; expired at 0. */
export function timerPhase(remaining: number | null, warningSeconds = HOLD_WARNING_SECONDS): TimerPhase {
  if (remaining === null) return 'idle';
  if (remaining <= 0) return 'expired';
  if (remaining <= warningSeconds) return 'warning';
  return 'running';
}

/** The offer to add time repeats at each warning until the maximum number of extensions is used. */
export function canExtend(extensionsUsed: number, maxExtensions = HOLD_MAX_EXTENSIONS): boolean {
  return extensionsUsed < maxExtensions;
}

/** m:ss for the visible countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
