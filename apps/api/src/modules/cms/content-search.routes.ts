import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentEntityTypeSchema, contentSearchBodySchema, searchQueryStringSchema } from '@encore/contracts';
import { z } from 'zod';
import type { Db } from '../../db/create-db.ts';
import { sendFailure, sendOk } from '../../platform/http.ts';
import { bodyFromQueryParam } from '../../platform/request-param.ts';
import { searchContent, type ContentSearchInput, type StoreRewrites } from './content-search.ts';

const paramsSchema = z.object({ storeCode: z.string().max(40) }).strict();

/**
 * `/api/catalog/{storeCode}/{cms_page|cms_block|cms_hierarchy|config|url_rewrite|disabled_url_rewrite}/_search`.
 * These static entity segments win over the catalogue's `:entityType`
 * parameter in the router, so content is answered here from the database
 * while products, categories and attributes stay with the catalogue index.
 * URL rewrites come from the url module through `rewrites`.
 */
export function contentSearchRoutes(db: Db, rewrites: StoreRewrites): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const answer = async (reply: FastifyReply, input: ContentSearchInput) => {
      const result = await searchContent(db, rewrites, input);
      if (!result.ok) return sendFailure(reply, result.error);
      return sendOk(reply, result.value);
    };
    for (const entityType of contentEntityTypeSchema.options) {
      const path = `/:storeCode/${entityType}/_search`;
      r.post(path, { schema: { params: paramsSchema, querystring: searchQueryStringSchema, body: contentSearchBodySchema.optional() } }, async (req, reply) => {
        const q = req.query;
        const body = req.body ?? contentSearchBodySchema.parse({});
        return answer(reply, { storeCode: req.params.storeCode, entityType, from: q.from, size: q.size, sort: q.sort, source: { include: q._source_include, exclude: q._source_exclude }, body });
      });
      r.get(path, { schema: { params: paramsSchema, querystring: searchQueryStringSchema } }, async (req, reply) => {
        const q = req.query;
        const body = bodyFromQueryParam(q.request, contentSearchBodySchema);
        if (!body.ok) return sendFailure(reply, body.error, 400);
        return answer(reply, { storeCode: req.params.storeCode, entityType, from: q.from, size: q.size, sort: q.sort, source: { include: q._source_include, exclude: q._source_exclude }, body: body.value });
      });
    }
  };
}
