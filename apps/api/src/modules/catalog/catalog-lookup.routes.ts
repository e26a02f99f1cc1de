import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCodes, categoryLookupQuerySchema, productLookupQuerySchema, renderListQuerySchema, variantLookupQuerySchema, suggestQuerySchema, STORE_VIEWS } from '@encore/contracts';
import { GUEST_GROUP_ID, taxCustomerGroupId } from '@encore/domain';
import type { Clock } from '../../platform/clock.ts';
import { identifyCaller, requestToken } from '../../platform/auth.ts';
import { sendFailure, sendResult } from '../../platform/http.ts';
import { fail, ok } from '../../platform/result.ts';
import type { CatalogService } from './catalog.service.ts';
import { lookupCategory, lookupProduct, lookupVariant, suggest } from './catalog-lookup.ts';
import { TAX_GROUP_CONFIG, renderList } from './render-list.ts';
import { resolveCallerGroup } from './caller-group.ts';

/** `/api/ext/catalog`: category, product/single and variant reads with the spec's load rules and texts. */
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
    r.get('/suggest', { schema: { querystring: suggestQuerySchema } }, async (req, reply) => sendResult(reply, ok(suggest(await index(req.query.storeCode), req.query))));
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
      const q = req.query;
      const store = Object.values(STORE_VIEWS).find((s) => s.storeId === q.storeId);
      if (!store) return sendFailure(reply, { errorCode: ErrorCodes.notFound, message: `Unknown store id: ${q.storeId}`, field: 'storeId' });
      if (store.i18n.currencyCode !== q.currencyCode) {
        return sendFailure(reply, { errorCode: ErrorCodes.validation, message: `currencyCode: store ${q.storeId} prices in ${store.i18n.currencyCode}`, field: 'currencyCode' });
      }
      const caller = identifyCaller(req, secret, clock.now());
      if (caller.kind === 'rejected') return sendResult(reply, fail(ErrorCodes.unauthorized, caller.message));
      const groupId = caller.kind === 'user' ? caller.claims.grp : GUEST_GROUP_ID;
      if (q.userGroupId !== undefined && q.userGroupId !== groupId) {
        return sendFailure(reply, { errorCode: ErrorCodes.validation, message: 'userGroupId: does not match the user token', field: 'userGroupId' });
      }
      const taxGroup = taxCustomerGroupId(TAX_GROUP_CONFIG, caller.kind === 'user' ? { group_id: caller.claims.grp } : null);
      const idx = (await catalog.storeIndex(store.storeCode))!;
      return sendResult(reply, ok({ items: renderList(idx, q.skus, { groupId, taxGroup, now: clock.now() }) }));
    });
  };
}
