import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { venuesListQuerySchema, type VenueList } from '@encore/contracts';
import { sendOk } from '../../platform/http.ts';
import type { PopularService } from '../popular/popular.service.ts';

/** GET /api/ext/venues/get-list → { code, result: { items: VenueListItem[] } }, every venue by name. */
export function venuesRoutes(popular: PopularService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/get-list', { schema: { querystring: venuesListQuerySchema } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      const result: VenueList = { items: await popular.venues() };
      return sendOk(reply, result);
    });
  };
}
