import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { isPostgres } from '../../db/dialect.ts';
import { sendOk } from '../../platform/http.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

export function healthRoutes(db: Db, catalog: CatalogService): FastifyPluginAsync {
  const engine = isPostgres(db) ? 'postgres' : 'sqlite';
  return async (app) => {
    app.get('/', async (_request, reply) => {
      // Touch the database so a broken connection shows up here, not on the first order.
      await sql`select 1`.execute(db);
      await catalog.fresh();
      return sendOk(reply, { status: 'ok', db: engine, catalogVersion: catalog.version });
    });
  };
}
