import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryLookupQuerySchema, productLookupQuerySchema, renderListQuerySchema, variantLookupQuerySchema, suggestQuerySchema } from '@encore/contracts';
import type { Clock } from '../../platform/clock.ts';
import { requestToken } from '../../platform/auth.ts';
import { sendFailure, sendResult } from '../../platform/http.ts';
import type { CatalogService } from './catalog.service.ts';
import { lookupCategory, lookupProduct, lookupVariant, suggestAnswer } from './catalog-lookup.ts';
import { sendKeptAnswer } from '../../platform/kept-answer.ts';
import { currentPrices } from './render-list.ts';
import { resolveCallerGroup } from './caller-group.ts';

/** `/api/ext/catalog`: category, product/single and variant reads with the catalogue's load rules and their texts. */
export function catalogLookupRoutes(catalog: CatalogService, secret: string, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const index = async (storeCode: string) => (await catalog.storeIndex(storeCode))!;
    r.get('/category', { schema: { querystring: categoryLookupQuerySchema } }, async (req, reply) => sendResult(reply, lookupCategory(await index(req.query.storeCode), req.query)));
    // Tier prices follow the group of the user token, never a group named in the query (see caller-group.ts).
    r.get('/product', { schema: { querystring: productLookupQuerySchema } }, async (req, reply) => {
      const group = resolveCallerGroup(requestToken(req), req.query.groupId, 'groupId', secret, clock.now());
      if (!group.ok) return sendFailure(reply, group.error);
      if (group.value.fromToken) reply.header('cache-control', 'private, no-store');
      return sendResult(reply, lookupProduct(await index(req.query.storeCode), req.query, group.value.groupId));
    });
    r.get('/suggest', { schema: { querystring: suggestQuerySchema } }, async (req, reply) => sendKeptAnswer(reply, suggestAnswer(await index(req.query.storeCode), req.query)));
    r.get('/product/variant', { schema: { querystring: variantLookupQuerySchema } }, async (req, reply) => sendResult(reply, lookupVariant(await index(req.query.storeCode), req.query)));
  };
}

/**
 * `/api/product/render-list`: current prices for the client's price sync. The
 * customer group comes from the user token; without one the caller is a guest
 * (group 0), so tier prices of other groups are never handed out on request.
 */
export function productPriceRoutes(catalog: CatalogService, secret: string, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/render-list', { schema: { querystring: renderListQuerySchema } }, async (req, reply) => {
      reply.header('cache-control', 'no-cache, no-store');
      return sendResult(reply, await currentPrices(catalog, req.query, { token: requestToken(req), secret, now: clock.now() }));
    });
  };
}
