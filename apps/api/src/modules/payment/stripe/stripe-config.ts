import { STRIPE_METHOD_TYPES, type StripeMethodType } from '@encore/contracts';
import { ConfigError } from '../../../platform/config-error.ts';

export interface StripeConfig {
  /** STRIPE_SECRET_KEY: what the API calls Stripe with. */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY: what the browser's Stripe.js is started with. */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET: what webhook signatures are checked against. */
  webhookSecret: string;
  /** Another Stripe API address (STRIPE_API_HOST, _PORT, _PROTOCOL): tests point the SDK at a local stand-in. */
  api: { host?: string; port?: number; protocol?: 'http' | 'https' };
  /** STRIPE_PAYMENT_METHODS: the method types the Stripe account offers, in the checkout's order. */
  paymentMethods: StripeMethodType[];
}

const isMethodType = (value: string): value is StripeMethodType => (STRIPE_METHOD_TYPES as readonly string[]).includes(value);

/** Each key says what it is by its prefix, so a key pasted into the wrong variable is caught at start-up. */
const KEYS = [
  ['STRIPE_SECRET_KEY', /^(sk|rk)_[A-Za-z0-9_]+$/, 'a secret key (sk_… or a restricted rk_…)'],
  ['STRIPE_PUBLISHABLE_KEY', /^pk_[A-Za-z0-9_]+$/, 'a publishable key (pk_…)'],
  ['STRIPE_WEBHOOK_SECRET', /^whsec_[A-Za-z0-9_+/=]+$/, "the webhook endpoint's signing secret (whsec_…)"],
] as const;

function paymentMethods(raw: string | undefined): StripeMethodType[] {
  const given = (raw ?? '').split(',').map((m) => m.trim().toLowerCase()).filter(Boolean);
  if (given.length === 0) return ['card'];
  for (const m of given) {
    if (!isMethodType(m)) throw new ConfigError(`STRIPE_PAYMENT_METHODS: '${m}' is not one of ${STRIPE_METHOD_TYPES.join(', ')}`);
  }
  // The checkout's order is fixed, whatever order the variable lists them in.
  return STRIPE_METHOD_TYPES.filter((m) => given.includes(m));
}

function apiAddress(env: NodeJS.ProcessEnv): StripeConfig['api'] {
  const host = env.STRIPE_API_HOST?.trim();
  const port = env.STRIPE_API_PORT?.trim();
  const protocol = env.STRIPE_API_PROTOCOL?.trim().toLowerCase();
  if (host && !/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:]+\]$/.test(host)) throw new ConfigError(`STRIPE_API_HOST must be a host name or address without scheme or port (got '${host}')`);
  if (port && (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535)) throw new ConfigError(`STRIPE_API_PORT must be a port number from 1 to 65535 (got '${port}')`);
  if (protocol && protocol !== 'http' && protocol !== 'https') throw new ConfigError(`STRIPE_API_PROTOCOL must be http or https (got '${protocol}')`);
  return { ...(host ? { host } : {}), ...(port ? { port: Number(port) } : {}), ...(protocol ? { protocol: protocol as 'http' | 'https' } : {}) };
}

/**
 * The Stripe settings when PAYMENT_PROVIDER=stripe, else undefined. Missing or malformed keys refuse
 * to start, all named at once, rather than failing at the first payment; test keys are accepted
 * anywhere (a staging shop in production mode pays with them).
 */
export function parseStripeConfig(env: NodeJS.ProcessEnv, paymentProvider: string): StripeConfig | undefined {
  if (paymentProvider !== 'stripe') return undefined;
  const missing = KEYS.filter(([name]) => !env[name]?.trim()).map(([name]) => name);
  if (missing.length) throw new ConfigError(`PAYMENT_PROVIDER=stripe needs ${missing.join(', ')}: set ${missing.length > 1 ? 'them' : 'it'} from the Stripe Dashboard (API keys, and the webhook endpoint's signing secret)`);
  for (const [name, pattern, what] of KEYS) {
    if (!pattern.test(env[name]!.trim())) throw new ConfigError(`${name} must be ${what}`);
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY!.trim(),
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!.trim(),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim(),
    api: apiAddress(env),
    paymentMethods: paymentMethods(env.STRIPE_PAYMENT_METHODS),
  };
}
