/**
 * `npm run seed`: re-creates the demo catalogue. Deletes every catalogue row
 * (and the carts and orders referring to them), imports the demo catalogue,
 * bumps catalog_version and draws missing or outdated images.
 * `--force-images` redraws every image. DATABASE_URL (postgres://…) or SQLITE_PATH (default var/encore.sqlite); MEDIA_DIR (default var/media).
 */
import { createDb, migrateToLatest } from '../create-db.ts';
import { dbConfigFromEnv, progressReporter } from '../import/cli-support.ts';
import { reseed } from './seed.ts';

async function main(): Promise<number> {
  const config = dbConfigFromEnv();
  const mediaDir = process.env.MEDIA_DIR || 'var/media';
  const db = createDb(config);
  const progress = progressReporter('seed');
  try {
    await migrateToLatest(db);
    const { import: result, media } = await reseed(db, {
      mediaDir,
      onProgress: (p) => progress.update(p),
      log: (m) => process.stdout.write(`${m}\n`),
      forceImages: process.argv.includes('--force-images'),
    });
    progress.stop();
    process.stdout.write(
      `Seeded ${result.events} events (${result.tickets} ticket categories), ${result.categories} categories, ${result.venues} venues ` +
        `into ${config.databaseUrl ? 'PostgreSQL' : config.sqlitePath}; images: ${media.generated} drawn, ${media.skipped} kept in ${mediaDir}; ` +
        `catalog_version ${result.catalogVersion}\n`,
    );
    return 0;
  } catch (err) {
    progress.stop();
    process.stderr.write(`Seed failed, the previous catalogue is unchanged: ${(err as Error).stack ?? String(err)}\n`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
