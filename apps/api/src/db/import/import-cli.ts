/**
 * `npm run import -- catalogue.json`: validates the whole file, then imports
 * it in one transaction into DATABASE_URL (postgres://…) or SQLITE_PATH
 * (default var/encore.sqlite). Exit code 1 and nothing imported on any error.
 */
import { readFile } from 'node:fs/promises';
import { createDb, migrateToLatest } from '../create-db.ts';
import { dbConfigFromEnv, progressReporter } from './cli-support.ts';
import { importCatalogue } from './import-catalogue.ts';
import { CatalogueValidationError } from './validate.ts';

async function main(argv: string[]): Promise<number> {
  const file = argv.find((a) => !a.startsWith('-'));
  if (!file || argv.includes('--help') || argv.includes('-h')) {
    process.stderr.write('Usage: npm run import -- <catalogue.json>\nFormat: docs/catalogue-import-format.md\n');
    return file ? 0 : 2;
  }
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    process.stderr.write(`Cannot read ${file}: ${(err as Error).message}\n`);
    return 1;
  }

  const config = dbConfigFromEnv();
  const db = createDb(config);
  const progress = progressReporter('import');
  try {
    await migrateToLatest(db);
    const result = await importCatalogue(db, data, { onProgress: (p) => progress.update(p) });
    progress.stop();
    process.stdout.write(
      `Imported ${result.events} events (${result.tickets} ticket categories), ${result.packages} packages, ${result.categories} categories, ${result.venues} venues, ` +
        `${result.attributes} attributes, ${result.taxRules} tax rules into ${config.databaseUrl ? 'PostgreSQL' : config.sqlitePath} ` +
        `in ${result.durationMs} ms; catalog_version ${result.catalogVersion}\n`,
    );
    return 0;
  } catch (err) {
    progress.stop();
    if (err instanceof CatalogueValidationError) process.stderr.write(`${file}: ${err.message}\n`);
    else process.stderr.write(`Import failed, nothing was imported: ${(err as Error).stack ?? String(err)}\n`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
