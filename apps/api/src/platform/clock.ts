/** Injected so tests can pin "now" (special-price windows, card expiry, token expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
