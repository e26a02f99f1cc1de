import { describe, expect, it } from 'vitest';
import { HOLD_MESSAGES, canExtend, clockOffsetMs, formatCountdown, secondsLeft, timerPhase } from './hold-timer.ts';

describe('hold timer', () => {
  const t0 = Date.parse('2026-11-23T12:00:00.000Z');
  it('counts whole seconds by the server clock', () => {
    const offset = clockOffsetMs('2026-11-23T12:00:05.000Z', t0); // browser 5 s behind
    expect(secondsLeft('2026-11-23T12:10:00.000Z', t0, offset)).toBe(595);
    expect(secondsLeft('2026-11-23T12:10:00.000Z', t0)).toBe(600);
    expect(secondsLeft('2026-11-23T11:59:00.000Z', t0)).toBe(0);
    expect(secondsLeft(null, t0)).toBeNull();
  });
  it('warns at 60 s or less before expiry', () => {
    expect(timerPhase(null)).toBe('idle');
    expect(timerPhase(61)).toBe('running');
    expect(timerPhase(60)).toBe('warning');
    expect(timerPhase(1)).toBe('warning');
    expect(timerPhase(0)).toBe('expired');
    expect(timerPhase(30, 20)).toBe('running');
  });
  it('offers extensions up to the maximum (10 by default)', () => {
    expect(canExtend(0)).toBe(true);
    expect(canExtend(9)).toBe(true);
    expect(canExtend(10)).toBe(false);
    expect(canExtend(2, 2)).toBe(false);
  });
  it('formats m:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(-3)).toBe('0:00');
  });
  it('has the hold texts word for word', () => {
    expect(HOLD_MESSAGES).toEqual({ timeIsUp: 'Your time is up', clearing: 'we are clearing your cart', tenMinutes: '10 min has passed', reserving: 'Reserving your tickets...' });
  });
});
