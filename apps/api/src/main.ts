import cluster from 'node:cluster';
import { assertSafeForProduction, loadConfig, type AppConfig } from './config.ts';
import { buildApp } from './app.ts';
import { createDb, migrateToLatest, type Db } from './db/create-db.ts';
import { ConfigError } from './platform/config-error.ts';
import { runWorkers } from './platform/workers.ts';

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

/** The demo catalogue in an empty database (SEED_DEMO), once, by the process that migrated it. */
async function seedDemo(db: Db, config: AppConfig, log: (msg: string) => void): Promise<void> {
  if (config.seedDemo) {
    const { seedIfEmpty } = await import('./db/seed/seed.ts');
    if (await seedIfEmpty(db, { mediaDir: config.mediaDir, log })) log('demo catalogue seeded');
  }
}

/** Connections the kernel may queue for accept. */
const LISTEN_BACKLOG = 4096;

const config = startupConfig();
const connect = () => createDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath, poolSize: config.dbPoolSize, busyTimeoutMs: config.sqliteBusyTimeoutMs });

if (config.workers > 1 && cluster.isPrimary) {
  // The primary prepares the database, then only watches the workers (platform/workers.ts).
  const db = connect();
  await migrateToLatest(db);
  await seedDemo(db, config, (msg) => console.log(msg));
  await db.destroy();
  // A key made up for this run (outside production) must be the same in every worker, or a ticket
  // signed by one would not verify on another.
  if (config.ticketSigningKeyIsGenerated) console.warn('TICKET_SIGNING_KEY is not set: ticket codes are signed with a key made up for this run only');
  runWorkers(config.workers, config.ticketSigningKeyIsGenerated ? { TICKET_SIGNING_KEY: config.ticketSigningKey } : {});
} else {
  const db = connect();
  // A worker finds the database migrated (and seeded) by its primary.
  if (cluster.isPrimary) await migrateToLatest(db);
  const app = await buildApp({ db, config });
  if (cluster.isPrimary) await seedDemo(db, config, (msg) => app.log.info(msg));

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
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
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // An on-sale opens thousands of connections at once: Node's default queue of 511 waiting connections
  // made some of them fail; the kernel caps this at its own limit (net.core.somaxconn).
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
}
