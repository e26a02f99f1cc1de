import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cmsIdentifierParamsSchema, cmsIdParamsSchema } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import { sendResult } from '../../platform/http.ts';
import { cmsBlockById, cmsBlockByIdentifier, cmsPageById, cmsPageByIdentifier } from './cms.service.ts';

/** `/api/ext/cms-data`: a CMS page or block by id, or by identifier within a store (the store's own row before the all-stores one). */
export function cmsRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/cmsPage/:id', { schema: { params: cmsIdParamsSchema } }, async (req, reply) => sendResult(reply, await cmsPageById(db, req.params.id)));
    r.get('/cmsBlock/:id', { schema: { params: cmsIdParamsSchema } }, async (req, reply) => sendResult(reply, await cmsBlockById(db, req.params.id)));
    r.get('/cmsPageIdentifier/:identifier/storeId/:storeId', { schema: { params: cmsIdentifierParamsSchema } }, async (req, reply) =>
      sendResult(reply, await cmsPageByIdentifier(db, req.params.identifier, req.params.storeId)),
    );
    r.get('/cmsBlockIdentifier/:identifier/storeId/:storeId', { schema: { params: cmsIdentifierParamsSchema } }, async (req, reply) =>
      sendResult(reply, await cmsBlockByIdentifier(db, req.params.identifier, req.params.storeId)),
    );
  };
}
