import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stockCheckQuerySchema, stockListQuerySchema } from '@encore/contracts';
import type { Db } from '../../db/create-db.ts';
import { sendOk, sendResult } from '../../platform/http.ts';
import type { HoldService } from '../hold/hold.service.ts';
import { checkStock, listStock } from './stock.service.ts';

export function stockRoutes(db: Db, holds: HoldService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-cache, no-store');
    });
    r.get('/check', { schema: { querystring: stockCheckQuerySchema } }, async (request, reply) => sendResult(reply, await checkStock(db, holds, request.query.sku)));
    r.get('/list', { schema: { querystring: stockListQuerySchema } }, async (request, reply) => sendOk(reply, await listStock(db, holds, request.query.skus)));
  };
}
