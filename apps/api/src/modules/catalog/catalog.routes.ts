import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchBodySchema, searchParamsSchema, searchQueryStringSchema, type ParsedSearchBody } from '@encore/contracts';
import { sendFailure } from '../../platform/http.ts';
import { sendKeptAnswer } from '../../platform/kept-answer.ts';
import type { Clock } from '../../platform/clock.ts';
import { requestToken } from '../../platform/auth.ts';
import { bodyFromQueryParam } from '../../platform/request-param.ts';
import type { CatalogService } from './catalog.service.ts';
import { resolveCallerGroup } from './caller-group.ts';
import type { z } from 'zod';

type Params = z.infer<typeof searchParamsSchema>;
type Query = z.infer<typeof searchQueryStringSchema>;

/**
 * The answer-cache identity of a search: path, paging, sort, projection and the body without its
 * group fields (a token differs per customer; the resolved group is added to the key by the service).
 */
function searchCacheKey(params: Params, query: Query, body: ParsedSearchBody): string {
  const { groupId: _groupId, groupToken: _groupToken, ...rest } = body;
  const { request: _request, ...paging } = query;
  return JSON.stringify([params.storeCode, params.entityType, paging, rest]);
}

/**
 * The answer-cache key of a guest's search taken from the request as sent (method, URL with its query
 * and the body), so a repeated listing is answered before it is validated and normalised again. Only a
 * request without an Authorization header takes this way, and an answer is kept under such a key only
 * when the request proved no group (no token anywhere): the same request then gets the same answer.
 * A request written differently (other key order, spacing) simply misses and is answered afresh.
 */
function guestRequestKey(request: FastifyRequest): string | undefined {
  if (request.headers.authorization !== undefined) return undefined;
  let body = '';
  try {
    if (request.body !== undefined) body = JSON.stringify(request.body);
  } catch {
    // A body nested too deeply to serialise takes the ordinary way, where validation refuses it.
    return undefined;
  }
  return `raw:${request.method} ${request.url}\n${body}`;
}

/**
 * `/api/catalog/{storeCode}/{entityType}/_search`. Product hits are priced for the caller's customer
 * group: `groupToken` in the body (the user token; VSF's place for it), else an `Authorization: Bearer`
 * user token, proves the group; see caller-group.ts.
 */
export function catalogRoutes(catalog: CatalogService, secret: string, clock: Clock): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const requestKeys = new WeakMap<FastifyRequest, string>();

    // Runs after the body is read and before it is validated: a cached guest answer skips the rest.
    const cachedGuestAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = guestRequestKey(request);
      if (key === undefined) return;
      requestKeys.set(request, key);
      const storeCode = (request.params as { storeCode?: unknown }).storeCode;
      const hit = typeof storeCode === 'string' ? await catalog.cachedAnswer(storeCode, key) : undefined;
      if (hit !== undefined) return sendKeptAnswer(reply, hit);
    };

    const answer = async (request: FastifyRequest, reply: FastifyReply, params: Params, query: Query, body: ParsedSearchBody) => {
      const group = resolveCallerGroup(body.groupToken || requestToken(request), body.groupId, 'groupId', secret, clock.now());
      if (!group.ok) return sendFailure(reply, group.error);
      // A customer's prices are theirs: no shared cache may keep them.
      if (group.value.fromToken) reply.header('cache-control', 'private, no-store');
      const result = await catalog.search({
        groupId: group.value.groupId,
        storeCode: params.storeCode,
        entityType: params.entityType,
        from: query.from,
        size: query.size,
        sort: query.sort,
        source: { include: query._source_include, exclude: query._source_exclude },
        body,
        cacheKey: searchCacheKey(params, query, body),
        // A guest's answer is also kept under the request as sent, for the early lookup above.
        requestKey: group.value.fromToken ? undefined : requestKeys.get(request),
      });
      if (!result.ok) return sendFailure(reply, result.error);
      return sendKeptAnswer(reply, result.value);
    };

    r.post(
      '/:storeCode/:entityType/:op',
      { schema: { params: searchParamsSchema, querystring: searchQueryStringSchema, body: searchBodySchema.optional() }, preValidation: cachedGuestAnswer },
      async (request, reply) => {
        const body = request.body ?? searchBodySchema.parse({});
        return answer(request, reply, request.params, request.query, body);
      },
    );

    r.get('/:storeCode/:entityType/:op', { schema: { params: searchParamsSchema, querystring: searchQueryStringSchema }, preValidation: cachedGuestAnswer }, async (request, reply) => {
      const body = bodyFromQueryParam(request.query.request, searchBodySchema);
      if (!body.ok) return sendFailure(reply, body.error, 400);
      return answer(request, reply, request.params, request.query, body.value);
    });
  };
}
