import { assertSafeForProduction, loadConfig, type AppConfig } from './config.ts';
import { buildApp } from './app.ts';
import { createDb, migrateToLatest } from './db/create-db.ts';
import { ConfigError } from './platform/config-error.ts';

/** The configuration, or a clear message and exit code 1 when it is unusable or unsafe. */
function startupConfig(): AppConfig {
  try {
    const config = loadConfig();
    assertSafeForProduction(config);
    return config;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`Encore API not started: ${err.message}`);
    process.exit(1);
  }
}

const config = startupConfig();
const db = createDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, poolSize: config.dbPoolSize });
await migrateToLatest(db);

const app = await buildApp({ db, config });

if (config.seedDemo) {
  const { seedIfEmpty } = await import('./db/seed/seed.ts');
  const seeded = await seedIfEmpty(db, { mediaDir: config.mediaDir, log: (msg: string) => app.log.info(msg) });
  if (seeded) app.log.info('demo catalogue seeded');
}

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  // Stop accepting connections and let in-flight requests finish before the pool goes.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await db.destroy();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
