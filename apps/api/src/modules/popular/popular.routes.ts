import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { popularListQuerySchema } from '@encore/contracts';
import { sendOk } from '../../platform/http.ts';
import type { PopularService } from './popular.service.ts';

/** GET /api/ext/popular/get-list?entityType=&limit=12[&categoryId=][&storeCode=] → { code, result: PopularItem[] }. */
export function popularRoutes(popular: PopularService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/get-list', { schema: { querystring: popularListQuerySchema } }, async (request, reply) => {
      // Sales move the ranking; a minute of shared caching is harmless and spares the API.
      reply.header('cache-control', 'public, max-age=60');
      return sendOk(reply, await popular.list(request.query));
    });
  };
}
