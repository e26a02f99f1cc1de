import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { urlLookupQuerySchema, urlMapBodySchema } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import { sendResult } from '../../platform/http.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { lookupRewrite, mapUrl } from './url.service.ts';

/**
 * `GET /api/url?path=&storeCode=`: the URL rewrite of a path (or null).
 * `POST /api/url/map`: the product, category or CMS page at a path (or null).
 */
export function urlRoutes(db: Db, catalog: CatalogService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/', { schema: { querystring: urlLookupQuerySchema } }, async (req, reply) => sendResult(reply, await lookupRewrite(db, req.query.path, req.query.storeCode)));
    r.post('/map', { schema: { body: urlMapBodySchema } }, async (req, reply) => {
      const b = req.body;
      const source = { include: b.includeFields ?? undefined, exclude: b.excludeFields ?? undefined };
      return sendResult(reply, await mapUrl(db, catalog, { url: b.url, storeCode: b.storeCode, source }));
    });
  };
}
