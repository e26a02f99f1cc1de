import { join } from 'node:path';
import { HOLD_EXTENSION_SECONDS, HOLD_MAX_EXTENSIONS, HOLD_SECONDS } from '@encore/contracts';

export const DEV_SECRET = 'encore-development-secret-do-not-use-in-production';

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  sqlitePath: string;
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
  /** Ticket holds (ADR 0017); tests shorten them. */
  holds: { holdSeconds: number; extensionSeconds: number; maxExtensions: number; cleanupSeconds: number };
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const secret = env.ENCORE_SECRET?.trim();
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port: Number(env.PORT ?? 8080) || 8080,
    host: env.HOST || '0.0.0.0',
    databaseUrl: databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : undefined,
    sqlitePath: env.SQLITE_PATH || join('var', 'encore.sqlite'),
    dbPoolSize: positiveInt(env.DB_POOL_SIZE, 20) || 20,
    mediaDir: env.MEDIA_DIR || join('var', 'media'),
    secret: secret || DEV_SECRET,
    secretIsDefault: !secret,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: (env.SEED_DEMO ?? 'true').toLowerCase() !== 'false',
    production: env.NODE_ENV === 'production',
    paymentProvider: env.PAYMENT_PROVIDER?.trim().toLowerCase() || 'test',
    holds: {
      holdSeconds: positiveInt(env.HOLD_SECONDS, HOLD_SECONDS) || HOLD_SECONDS,
      extensionSeconds: positiveInt(env.HOLD_EXTENSION_SECONDS, HOLD_EXTENSION_SECONDS),
      maxExtensions: positiveInt(env.HOLD_MAX_EXTENSIONS, HOLD_MAX_EXTENSIONS),
      cleanupSeconds: positiveInt(env.HOLD_CLEANUP_SECONDS, 30),
    },
  };
}
