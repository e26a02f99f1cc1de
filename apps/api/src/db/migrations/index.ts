import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-initial.ts';

/** Migrations are listed in code (not read from disk) so the bundled API carries them. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return { '0001-initial': m0001 };
  },
};
