import { describe, expect, it } from 'vitest';
import { extendHoldTime, holdExpiry, holdShortage, isExpired, remainingSeconds, renewedHoldExpiry } from './hold-rules.ts';

const settings = { holdSeconds: 600, extensionSeconds: 120, maxExtensions: 10 };
const now = new Date('2026-11-23T19:00:00.000Z');

describe('holdShortage', () => {
  it.each([
    ['stock minus sold minus holds of other carts', { qty: 300, sold: 100, held: 50, ownHeld: 0 }, 150],
    ['the cart\'s own holds count as available to it', { qty: 300, sold: 100, held: 50, ownHeld: 20 }, 170],
    ['never below zero', { qty: 10, sold: 8, held: 5, ownHeld: 0 }, 0],
  ])('tells how many the cart could hold: %s', (_case, facts, available) => {
    expect(holdShortage(facts)).toEqual({ errorCode: 'not_enough_tickets', message: `Not enough tickets left: only ${available} available`, available });
  });
  it('says how many can be had when others hold the rest', () => {
    expect(holdShortage({ qty: 300, sold: 0, held: 300, ownHeld: 0 })).toEqual({
      errorCode: 'not_enough_tickets',
      message: 'Not enough tickets left: only 0 available',
      available: 0,
    });
    expect(holdShortage({ qty: 50, sold: 47, held: 3, ownHeld: 3 }).message).toBe('Not enough tickets left: only 3 available');
  });
  it('uses the out-of-stock text when everything is sold', () => {
    expect(holdShortage({ qty: 20, sold: 20, held: 0, ownHeld: 0 })).toEqual({ errorCode: 'out_of_stock', message: 'The product is out of stock and cannot be added to the cart!' });
  });
});

describe('hold clock', () => {
  it('expires ten minutes after the hold starts, by the server clock', () => {
    const at = holdExpiry(now, settings);
    expect(at).toBe('2026-11-23T19:10:00.000Z');
    expect(remainingSeconds(at, now)).toBe(600);
    expect(isExpired(at, new Date('2026-11-23T19:09:59.999Z'))).toBe(false);
    expect(isExpired(at, new Date('2026-11-23T19:10:00.000Z'))).toBe(true);
  });
  it('rounds remaining time up and never below zero', () => {
    expect(remainingSeconds('2026-11-23T19:00:00.400Z', now)).toBe(1);
    expect(remainingSeconds('2026-11-23T18:59:00.000Z', now)).toBe(0);
    expect(remainingSeconds(null, now)).toBe(0);
  });
});

describe('extendHoldTime', () => {
  it('adds two minutes to the current expiry and counts the extension', () => {
    const r = extendHoldTime({ expiresAt: '2026-11-23T19:00:30.000Z', extensionsUsed: 0 }, now, settings);
    expect(r).toEqual({ ok: true, state: { expiresAt: '2026-11-23T19:02:30.000Z', extensionsUsed: 1 } });
  });
  it('refuses the eleventh extension', () => {
    const r = extendHoldTime({ expiresAt: '2026-11-23T19:00:30.000Z', extensionsUsed: 10 }, now, settings);
    expect(r).toEqual({ ok: false, status: 409, failure: { errorCode: 'extension_limit', message: 'The reservation cannot be extended more than 10 times' } });
  });
  it('refuses an expired or missing hold with the time-is-up text', () => {
    const expired = extendHoldTime({ expiresAt: '2026-11-23T19:00:00.000Z', extensionsUsed: 0 }, now, settings);
    expect(expired).toEqual({ ok: false, status: 410, failure: { errorCode: 'hold_expired', message: 'Your time is up' } });
    expect(extendHoldTime(null, now, settings)).toMatchObject({ ok: false, status: 410 });
  });
});

describe('the total limit of a hold', () => {
  const capped = { ...settings, maxTotalSeconds: 1800 };
  const startedAt = '2026-11-23T18:31:00.000Z'; // 29 minutes before now

  it('an extension stops at the limit counted from when the hold was first taken', () => {
    const r = extendHoldTime({ expiresAt: '2026-11-23T19:00:30.000Z', extensionsUsed: 0, startedAt }, now, capped);
    expect(r).toEqual({ ok: true, state: { expiresAt: '2026-11-23T19:01:00.000Z', extensionsUsed: 1, startedAt } });
  });
  it('an extension that would add nothing is refused', () => {
    const r = extendHoldTime({ expiresAt: '2026-11-23T19:01:00.000Z', extensionsUsed: 1, startedAt }, now, capped);
    expect(r).toEqual({ ok: false, status: 409, failure: { errorCode: 'hold_total_limit', message: 'The reservation cannot last longer than 30 minutes in total' } });
  });
  it('a renewal gets a full hold time while far from the limit, the rest of it near the limit, nothing past it', () => {
    expect(renewedHoldExpiry(now, '2026-11-23T18:50:00.000Z', capped)).toBe('2026-11-23T19:10:00.000Z');
    expect(renewedHoldExpiry(now, startedAt, capped)).toBe('2026-11-23T19:01:00.000Z');
    expect(renewedHoldExpiry(now, '2026-11-23T18:30:00.000Z', capped)).toBeNull();
  });
});
