import { ConfigError } from './config-error.ts';

/** What a rule counts requests by: the client's address, the cart the request names, or the account (e-mail) it names. */
type RuleScope = 'address' | 'cart' | 'account';

/**
 * Requests a minute each rule allows. They are set so that a real on-sale rush from many
 * different clients never meets them, while a script hammering from one address (or at
 * one cart) does.
 */
const RULES = {
  'cart-create': { scope: 'address', perMinute: 30 },
  hold: { scope: 'address', perMinute: 120 },
  'hold-cart': { scope: 'cart', perMinute: 60 },
  'hold-extend': { scope: 'address', perMinute: 30 },
  'hold-extend-cart': { scope: 'cart', perMinute: 10 },
  order: { scope: 'address', perMinute: 30 },
  'order-cart': { scope: 'cart', perMinute: 10 },
  coupon: { scope: 'address', perMinute: 30 },
  'coupon-cart': { scope: 'cart', perMinute: 10 },
  'card-token': { scope: 'address', perMinute: 20 },
  'order-lookup': { scope: 'address', perMinute: 10 },
  'payment-status': { scope: 'address', perMinute: 60 },
  'sign-in': { scope: 'address', perMinute: 20, slowDown: true },
  'sign-in-account': { scope: 'account', perMinute: 10, slowDown: true },
  'account-create': { scope: 'address', perMinute: 10 },
  'password-reset': { scope: 'address', perMinute: 5 },
  'password-reset-account': { scope: 'account', perMinute: 3 },
  'token-refresh': { scope: 'address', perMinute: 60 },
  'checkout-link': { scope: 'address', perMinute: 10 },
  // Scanners at one venue may share one address and admit a crowd quickly; a guesser of codes meets the limit long before a forgery could pass.
  'check-in': { scope: 'address', perMinute: 600 },
  'ticket-download': { scope: 'address', perMinute: 30 },
  review: { scope: 'address', perMinute: 10 },
} as const satisfies Record<string, { scope: RuleScope; perMinute: number; slowDown?: boolean }>;

export type RuleName = keyof typeof RULES;

/** The rules each limited action counts against: its client address, and its cart where it has one. */
export const ACTION_RULES = {
  /** Creating a cart. */
  'cart-create': ['cart-create'],
  /** Creating a cart with its first held line (cart/create-with-item): counts as both. */
  'cart-create-hold': ['cart-create', 'hold'],
  /** Holding tickets: adding to or changing a cart line, adding a package, holding a cart again. */
  hold: ['hold', 'hold-cart'],
  /** Extending a cart's hold. */
  'hold-extend': ['hold-extend', 'hold-extend-cart'],
  /** Placing an order. */
  order: ['order', 'order-cart'],
  /** Applying a coupon code to a cart. */
  coupon: ['coupon', 'coupon-cart'],
  /** Turning card details into a payment token. */
  'card-token': ['card-token'],
  /** Looking up an order by number and e-mail. */
  'order-lookup': ['order-lookup'],
  /** Asking what became of a checkout attempt's payment (the shopper back from the provider). */
  'payment-status': ['payment-status'],
  /** Signing in with a password: by address, and by the account tried, so a guesser spread over many addresses still meets a limit. */
  'sign-in': ['sign-in', 'sign-in-account'],
  /** Registering an account. */
  'account-create': ['account-create'],
  /** Asking for a password-reset e-mail, and setting a password with its token. */
  'password-reset': ['password-reset', 'password-reset-account'],
  /** Swapping a refresh token for new tokens. */
  'token-refresh': ['token-refresh'],
  /** Making a link that continues the checkout on another device. */
  'checkout-link': ['checkout-link'],
  /** Checking a ticket in at the door. */
  'check-in': ['check-in'],
  /** Downloading an order's tickets (by order number with a customer token or a signed order link). */
  'ticket-download': ['ticket-download'],
  /** Writing a review, and asking for a review invitation. */
  review: ['review'],
} as const satisfies Record<string, readonly RuleName[]>;

export type LimitedAction = keyof typeof ACTION_RULES;

export interface RateLimitRule {
  name: RuleName;
  scope: RuleScope;
  /** Requests allowed in one window; 0 means the rule is off. */
  max: number;
  windowMs: number;
  /** Past half its limit, each further request waits a little longer before it is served. */
  slowDown: boolean;
}

export type RateLimitConfig = Record<RuleName, RateLimitRule>;

const WINDOW_MS = 60_000;
const isRule = (name: string): name is RuleName => Object.hasOwn(RULES, name);

/**
 * RATE_LIMITS: unset keeps every default; `off` switches rate limiting off; otherwise a
 * comma-separated list of `rule=N` (N requests a minute, 0 switches that rule off), where
 * `*=N` sets every rule at once and later entries win: `*=1000000,card-token=20`.
 */
export function parseRateLimits(raw: string | undefined): RateLimitConfig {
  const max = Object.fromEntries(Object.entries(RULES).map(([name, r]) => [name, r.perMinute])) as Record<RuleName, number>;
  const value = raw?.trim() ?? '';
  if (value === 'off') for (const name of Object.keys(max) as RuleName[]) max[name] = 0;
  else if (value !== '') {
    for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
      const m = /^([a-z*-]+)=(\d{1,12})$/.exec(entry);
      const name = m?.[1] ?? '';
      if (!m || (name !== '*' && !isRule(name))) {
        throw new ConfigError(`RATE_LIMITS: '${entry}' is not rule=requests-a-minute; the rules are ${Object.keys(RULES).join(', ')} (or * for all), or the whole value 'off'`);
      }
      const n = Number(m[2]);
      if (name === '*') for (const rule of Object.keys(max) as RuleName[]) max[rule] = n;
      else max[name as RuleName] = n;
    }
  }
  return Object.fromEntries(
    (Object.keys(RULES) as RuleName[]).map((name) => [name, { name, scope: RULES[name].scope, max: max[name], windowMs: WINDOW_MS, slowDown: 'slowDown' in RULES[name] && RULES[name].slowDown }]),
  ) as RateLimitConfig;
}
