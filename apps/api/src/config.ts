import { join } from 'node:path';

export const DEV_SECRET = 'encore-development-secret-do-not-use-in-production';

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  mediaDir: string;
  /** Signs user tokens and payment-method tokens. */
  secret: string;
  secretIsDefault: boolean;
  logLevel: string;
  seedDemo: boolean;
  production: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const secret = env.ENCORE_SECRET?.trim();
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port: Number(env.PORT ?? 8080) || 8080,
    host: env.HOST || '0.0.0.0',
    databaseUrl: databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : undefined,
    sqlitePath: env.SQLITE_PATH || join('var', 'encore.sqlite'),
    mediaDir: env.MEDIA_DIR || join('var', 'media'),
    secret: secret || DEV_SECRET,
    secretIsDefault: !secret,
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: (env.SEED_DEMO ?? 'true').toLowerCase() !== 'false',
    production: env.NODE_ENV === 'production',
  };
}
