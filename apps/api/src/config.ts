import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { HOLD_EXTENSION_SECONDS, HOLD_MAX_EXTENSIONS, HOLD_SECONDS } from '@encore/contracts';
import { newTicketSigningKey, parseTicketSigningKey } from './modules/ticket/ticket-key.ts';
import { parseStaffTokens } from './modules/ticket/staff-tokens.ts';
import { parseWebauthnConfig, type WebauthnConfig } from './modules/passkey/webauthn-config.ts';
import { parseStripeConfig, type StripeConfig } from './modules/payment/stripe/stripe-config.ts';
import { parseSocialLoginConfig, type SocialLoginConfig } from './modules/social-login/oidc-config.ts';
import type { AccountConfig } from './modules/user/user.service.ts';
import { ConfigError } from './platform/config-error.ts';
import type { MailConfig } from './platform/mail/mailer.ts';
import { parseRateLimits, type RateLimitConfig } from './platform/rate-limit-config.ts';
import { secretWeakness } from './platform/secret-strength.ts';
import { parseTrustProxy, type TrustProxy } from './platform/trust-proxy.ts';

/** Signs tokens outside production when ENCORE_SECRET is unset; public, so production refuses it. */
export const DEV_SECRET = 'encore-development-secret-do-not-use-in-production';

export interface AppConfig {
  port: number;
  /** API processes sharing the port (API_WORKERS, a number or 'auto' for one per core); 1 by default. */
  workers: number;
  /** Interface to listen on: the loopback one unless HOST says otherwise. */
  host: string;
  /** Proxies whose X-Forwarded-For names the client (TRUST_PROXY); nobody by default. */
  trustProxy: TrustProxy;
  /** Largest request body in bytes (BODY_LIMIT). */
  bodyLimit: number;
  /** Longest time one request may take, from its first byte to its answer (REQUEST_TIMEOUT_MS); 0 means no limit. */
  requestTimeoutMs: number;
  /** Requests a minute per client address or cart for the actions a script could abuse (RATE_LIMITS). */
  rateLimits: RateLimitConfig;
  /** Redis holding the rate-limit counters, shared by every API process (REDIS_URL); in memory when unset. */
  redisUrl: string | undefined;
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** How long an SQLite write waits for the single writer before the request answers 503 (try again). */
  sqliteBusyTimeoutMs: number;
  /** PostgreSQL connections per API process (DB_POOL_SIZE). */
  dbPoolSize: number;
  mediaDir: string;
  /** Signs user tokens and payment-method tokens. */
  secret: string;
  secretIsDefault: boolean;
  logLevel: string;
  seedDemo: boolean;
  production: boolean;
  /** PAYMENT_PROVIDER: 'test' (built-in test cards, the default for the demo and tests) or a real provider. */
  paymentProvider: string;
  /** Stripe's keys and methods (STRIPE_*), present exactly when PAYMENT_PROVIDER=stripe. */
  stripe: StripeConfig | undefined;
  /** Customer accounts: token lifetimes, reset links (ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_DAYS, PASSWORD_RESET_MINUTES, PUBLIC_URL). */
  accounts: AccountConfig;
  /** Passkeys: relying party id, name and allowed page origins (WEBAUTHN_RP_ID, WEBAUTHN_RP_NAME, WEBAUTHN_ORIGINS). */
  webauthn: WebauthnConfig;
  /** Sign-in through OpenID Connect providers (OIDC_PROVIDERS and OIDC_<NAME>_ISSUER, _CLIENT_ID, _CLIENT_SECRET). */
  socialLogin: SocialLoginConfig;
  /** Outgoing e-mail: SMTP_URL, else .eml files in MAIL_OUTBOX_DIR; MAIL_FROM. */
  mail: MailConfig;
  /** Ticket holds (ADR 0017); tests shorten them. */
  holds: HoldConfig;
  /** Guest carts unchanged for this many days are purged with all their rows (CART_PURGE_DAYS). */
  cartPurgeDays: number;
  /** How often each API process looks for due background jobs (JOB_POLL_INTERVAL_MS); 0 runs none. */
  jobPollIntervalMs: number;
  /** The Ed25519 private key (PKCS8 PEM) that signs ticket codes (TICKET_SIGNING_KEY); made up per process outside production when unset. */
  ticketSigningKey: string;
  ticketSigningKeyIsGenerated: boolean;
  /** Bearer tokens of the door staff's scanners (CHECKIN_STAFF_TOKENS); none means nobody may check tickets in. */
  checkinStaffTokens: string[];
}

export interface HoldConfig {
  holdSeconds: number;
  extensionSeconds: number;
  maxExtensions: number;
  cleanupSeconds: number;
  /**
   * Tickets one client may hold at once for one event (HOLD_MAX_PER_CLIENT_EVENT): a number, 'per-order'
   * (what one order may hold of the event, the default) or 'off'.
   */
  maxPerClientEvent: number | 'per-order' | 'off';
  /** Longest a hold may last in total, extensions and renewals included (HOLD_MAX_TOTAL_SECONDS). */
  maxTotalSeconds: number;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

/** A whole number of at least `min`, or `fallback` when unset; anything else refuses to start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || !Number.isSafeInteger(Number(raw))) throw new ConfigError(`${name} must be a whole number of at least ${min} (got '${raw}')`);
  return Number(raw);
}

/** API_WORKERS: unset or 1 is one process; 'auto' one per core the machine offers; at most 64. */
function apiWorkers(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return 1;
  if (value === 'auto') return availableParallelism();
  if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 64) throw new ConfigError(`API_WORKERS must be a whole number from 1 to 64 or 'auto' (got '${raw}')`);
  return Number(value);
}

function holdsConfig(env: NodeJS.ProcessEnv): HoldConfig {
  const holdSeconds = positiveInt(env.HOLD_SECONDS, HOLD_SECONDS) || HOLD_SECONDS;
  const perClient = env.HOLD_MAX_PER_CLIENT_EVENT?.trim().toLowerCase();
  const maxPerClientEvent = perClient === 'off' || perClient === 'per-order' ? perClient : wholeNumber(env, 'HOLD_MAX_PER_CLIENT_EVENT', 0, 1) || 'per-order';
  const maxTotalSeconds = wholeNumber(env, 'HOLD_MAX_TOTAL_SECONDS', Math.max(1800, holdSeconds), 1);
  // A first hold already lasts HOLD_SECONDS; a smaller total would cut every hold short.
  if (maxTotalSeconds < holdSeconds) throw new ConfigError(`HOLD_MAX_TOTAL_SECONDS (${maxTotalSeconds}) must be at least HOLD_SECONDS (${holdSeconds})`);
  return {
    holdSeconds,
    extensionSeconds: positiveInt(env.HOLD_EXTENSION_SECONDS, HOLD_EXTENSION_SECONDS),
    maxExtensions: positiveInt(env.HOLD_MAX_EXTENSIONS, HOLD_MAX_EXTENSIONS),
    cleanupSeconds: positiveInt(env.HOLD_CLEANUP_SECONDS, 30),
    maxPerClientEvent,
    maxTotalSeconds,
  };
}

/** Throws a ConfigError naming the variable when a value cannot be used. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const secret = env.ENCORE_SECRET?.trim();
  const databaseUrl = env.DATABASE_URL?.trim();
  const redisUrl = env.REDIS_URL?.trim();
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL must be a redis:// or rediss:// URL');
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  const ticketKey = env.TICKET_SIGNING_KEY?.trim();
  const shopUrl = env.PUBLIC_URL?.trim() || 'http://localhost:3000';
  const paymentProvider = env.PAYMENT_PROVIDER?.trim().toLowerCase() || 'test';
  if (!/^https?:\/\/[^/\s]+/.test(shopUrl)) throw new ConfigError('PUBLIC_URL must be the storefront\'s http:// or https:// address');
  const rateLimits = parseRateLimits(env.RATE_LIMITS);
  const workers = apiWorkers(env.API_WORKERS);
  // Counters kept in each process's memory would let a client through once per process.
  if (workers > 1 && !redisUrl && Object.values(rateLimits).some((rule) => rule.max > 0)) {
    throw new ConfigError(`API_WORKERS=${workers} needs REDIS_URL, so the processes count rate limits together (or RATE_LIMITS=off)`);
  }
  return {
    port: Number(env.PORT ?? 8080) || 8080,
    workers,
    host: env.HOST || '127.0.0.1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    bodyLimit: positiveInt(env.BODY_LIMIT, 65_536) || 65_536,
    requestTimeoutMs: positiveInt(env.REQUEST_TIMEOUT_MS, 10_000),
    rateLimits,
    redisUrl: redisUrl || undefined,
    databaseUrl: databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : undefined,
    sqlitePath: env.SQLITE_PATH || join('var', 'encore.sqlite'),
    dbPoolSize: positiveInt(env.DB_POOL_SIZE, 20) || 20,
    sqliteBusyTimeoutMs: positiveInt(env.SQLITE_BUSY_TIMEOUT_MS, 5_000) || 5_000,
    mediaDir: env.MEDIA_DIR || join('var', 'media'),
    secret: secret || DEV_SECRET,
    secretIsDefault: !secret,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: (env.SEED_DEMO ?? 'true').toLowerCase() !== 'false',
    production: env.NODE_ENV === 'production',
    paymentProvider,
    stripe: parseStripeConfig(env, paymentProvider),
    accounts: {
      accessTokenSeconds: positiveInt(env.ACCESS_TOKEN_SECONDS, 900) || 900,
      refreshTokenDays: positiveInt(env.REFRESH_TOKEN_DAYS, 30) || 30,
      resetMinutes: positiveInt(env.PASSWORD_RESET_MINUTES, 60) || 60,
      shopUrl,
    },
    webauthn: parseWebauthnConfig(env, shopUrl),
    socialLogin: parseSocialLoginConfig(env, shopUrl, env.NODE_ENV === 'production'),
    mail: { smtpUrl: smtpUrl || undefined, outboxDir: env.MAIL_OUTBOX_DIR || join('var', 'outbox'), from: env.MAIL_FROM?.trim() || 'Encore <tickets@encore.example>' },
    holds: holdsConfig(env),
    cartPurgeDays: wholeNumber(env, 'CART_PURGE_DAYS', 7, 1),
    jobPollIntervalMs: wholeNumber(env, 'JOB_POLL_INTERVAL_MS', 5000, 0),
    ticketSigningKey: ticketKey ? parseTicketSigningKey(ticketKey) : newTicketSigningKey(),
    ticketSigningKeyIsGenerated: !ticketKey,
    checkinStaffTokens: parseStaffTokens(env.CHECKIN_STAFF_TOKENS),
  };
}

/**
 * Production runs only with a signing secret of its own: at least 32 random bytes, never the
 * repository's development secret, since anyone holding the secret can forge user and payment tokens.
 */
export function assertSafeForProduction(config: AppConfig): void {
  if (!config.production) return;
  const weakness = secretWeakness(config.secretIsDefault ? undefined : config.secret, [DEV_SECRET]);
  if (weakness) {
    throw new ConfigError(
      `ENCORE_SECRET is unsafe for production: ${weakness}. Set it to at least 32 random bytes, e.g. the output of \`openssl rand -hex 32\`.`,
    );
  }
  // A key made up at start would sign codes that no scanner (and no restarted process) could check.
  if (config.ticketSigningKeyIsGenerated) {
    throw new ConfigError('TICKET_SIGNING_KEY is not set: production signs tickets with a key of its own, e.g. the output of `openssl genpkey -algorithm ed25519`.');
  }
  // A staff token admits people at the door, so it must be as hard to guess as a signing secret.
  for (const [i, token] of config.checkinStaffTokens.entries()) {
    const tokenWeakness = secretWeakness(token);
    if (tokenWeakness) throw new ConfigError(`CHECKIN_STAFF_TOKENS: token ${i + 1} is unsafe for production: ${tokenWeakness}.`);
  }
}
