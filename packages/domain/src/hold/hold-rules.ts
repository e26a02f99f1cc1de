import { ErrorCodes, HOLD_ERROR_MESSAGES, HoldErrorCodes } from '@encore/contracts';
import { CART_MESSAGES, type RuleFailure } from '../cart/cart-rules.ts';

/** One ticket category as the hold path sees it. */
export interface HoldFacts {
  /** Tickets put on sale. */
  qty: number;
  sold: number;
  /** Tickets held by active holds of all carts, this one included. */
  held: number;
  /** Tickets this cart already holds of the category. */
  ownHeld: number;
}

/** What this cart could hold in total: everything not sold and not held by someone else. */
function availableToCart(f: HoldFacts): number {
  return Math.max(0, f.qty - f.sold - (f.held - f.ownHeld));
}

/**
 * The answer when a hold is refused. Tickets that are sold are gone for good
 * (the out-of-stock text); tickets held by others may come back, so the
 * customer is told how many could be had right now.
 */
export function holdShortage(f: HoldFacts): RuleFailure & { available?: number } {
  if (f.qty - f.sold <= 0) return { errorCode: ErrorCodes.outOfStock, message: CART_MESSAGES.outOfStock };
  const available = availableToCart(f);
  return { errorCode: ErrorCodes.notEnoughTickets, message: CART_MESSAGES.notEnough(available), available };
}

export interface HoldSettings {
  holdSeconds: number;
  extensionSeconds: number;
  maxExtensions: number;
  /** Longest a hold may last from when it was first taken, extensions and renewals included (none when unset). */
  maxTotalSeconds?: number;
}

export interface HoldTimerState {
  expiresAt: string;
  extensionsUsed: number;
  /** When the hold was first taken (ISO); the total limit counts from here. */
  startedAt?: string;
}

/** The latest instant a hold first taken at `startedAt` may run to (null when there is no total limit). */
function holdCeiling(startedAt: string, settings: HoldSettings): number | null {
  return settings.maxTotalSeconds === undefined ? null : Date.parse(startedAt) + settings.maxTotalSeconds * 1000;
}

/** The refusal once a hold has run as long in total as it may. */
export function holdTotalLimit(settings: HoldSettings): RuleFailure {
  return { errorCode: HoldErrorCodes.totalLimit, message: HOLD_ERROR_MESSAGES.totalLimit(Math.floor((settings.maxTotalSeconds ?? 0) / 60)) };
}

/**
 * The expiry of a hold taken again after it ran out (a renewal): a full hold time, but never past
 * the total limit counted from when the first hold was taken, so renewing cannot keep tickets
 * from others for ever. Null when that limit is already reached.
 */
export function renewedHoldExpiry(now: Date, firstStartedAt: string, settings: HoldSettings): string | null {
  const full = now.getTime() + settings.holdSeconds * 1000;
  const ceiling = holdCeiling(firstStartedAt, settings);
  const until = ceiling === null ? full : Math.min(full, ceiling);
  return until <= now.getTime() ? null : new Date(until).toISOString();
}

/** Remaining whole seconds, rounded up so that 0 means the hold is over. */
export function remainingSeconds(expiresAt: string | null, now: Date): number {
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / 1000));
}

/** A hold is over at its expiry instant, whether or not a cleanup has run. */
export function isExpired(expiresAt: string, now: Date): boolean {
  return Date.parse(expiresAt) <= now.getTime();
}

export function holdExpiry(now: Date, settings: HoldSettings): string {
  return new Date(now.getTime() + settings.holdSeconds * 1000).toISOString();
}

/**
 * An extension adds its seconds to the current expiry, only while the hold is
 * running and only a limited number of times: an explicit, bounded action, so a
 * cart cannot keep tickets from others indefinitely.
 */
export function extendHoldTime(
  state: HoldTimerState | null,
  now: Date,
  settings: HoldSettings,
): { ok: true; state: HoldTimerState } | { ok: false; status: 409 | 410; failure: RuleFailure } {
  if (!state || isExpired(state.expiresAt, now)) {
    return { ok: false, status: 410, failure: { errorCode: HoldErrorCodes.holdExpired, message: HOLD_ERROR_MESSAGES.timeIsUp } };
  }
  if (state.extensionsUsed >= settings.maxExtensions) {
    return { ok: false, status: 409, failure: { errorCode: HoldErrorCodes.extensionLimit, message: HOLD_ERROR_MESSAGES.extensionLimit(settings.maxExtensions) } };
  }
  const wanted = Date.parse(state.expiresAt) + settings.extensionSeconds * 1000;
  // An extension stops at the total limit; one that would add nothing is refused.
  const ceiling = state.startedAt ? holdCeiling(state.startedAt, settings) : null;
  const until = ceiling === null ? wanted : Math.min(wanted, ceiling);
  if (until <= Date.parse(state.expiresAt)) return { ok: false, status: 409, failure: holdTotalLimit(settings) };
  return { ok: true, state: { ...state, expiresAt: new Date(until).toISOString(), extensionsUsed: state.extensionsUsed + 1 } };
}
