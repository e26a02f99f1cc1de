import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchBodySchema, searchParamsSchema, searchQueryStringSchema, type ParsedSearchBody } from '@encore/contracts';
import { sendFailure } from '../../platform/http.ts';
import { sendKeptAnswer, type KeptAnswer } from '../../platform/kept-answer.ts';
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
 * and the body's text), so a repeated listing is answered before its body is parsed, validated and
 * normalised again. Only a request without an Authorization header takes this way, and an answer is
 * kept under such a key only when the request proved no group (no token anywhere): the same request
 * then gets the same answer. A request written differently (other key order, spacing) simply misses
 * and is answered afresh, and then from the cache of normalised searches.
 */
function guestRequestKey(request: FastifyRequest, bodyText: string): string | undefined {
  if (request.headers.authorization !== undefined) return undefined;
  return `raw:${request.method} ${request.url}\n${bodyText}`;
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
    /** The kept answer a guest's request as sent found while its body was read (the body then stays unparsed). */
    const keptForRequest = new WeakMap<FastifyRequest, KeptAnswer>();
    const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');

    /** The kept answer for a guest's request as sent, or undefined; notes the key for keeping the answer later. */
    const keptAnswerOf = async (request: FastifyRequest, bodyText: string): Promise<KeptAnswer | undefined> => {
      const key = guestRequestKey(request, bodyText);
      if (key === undefined) return undefined;
      requestKeys.set(request, key);
      const storeCode = (request.params as { storeCode?: unknown }).storeCode;
      return typeof storeCode === 'string' ? catalog.cachedAnswer(storeCode, key) : undefined;
    };

    // The catalogue's own JSON body reader (these routes only): a guest's repeated search is looked up by
    // the body's text before it is parsed. Parsing it and writing it out again for the key took a seventh
    // of the API's time for a kept listing. Other bodies are parsed as Fastify parses JSON everywhere.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, async (request: FastifyRequest, bodyText: string) => {
      // An empty JSON body is refused as before (400), never answered from a kept answer of a bodiless request.
      const kept = bodyText.length > 0 ? await keptAnswerOf(request, bodyText) : undefined;
      if (kept !== undefined) {
        keptForRequest.set(request, kept);
        return undefined;
      }
      return new Promise((resolve, reject) => parseJson(request, bodyText, (error, body) => (error ? reject(error) : resolve(body))));
    });

    // Runs after the body is read and before it is validated: a kept guest answer skips the rest.
    const cachedGuestAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
      const found = keptForRequest.get(request);
      if (found !== undefined) return sendKeptAnswer(reply, found);
      // A request without a body (GET, or a POST that sent none) is keyed here, by its method and URL.
      if (requestKeys.has(request) || request.body !== undefined) return;
      const hit = await keptAnswerOf(request, '');
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
