import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCodes, searchBodySchema, searchParamsSchema, searchQueryStringSchema, type ParsedSearchBody } from '@encore/contracts';
import { describeValidation, sendFailure } from '../../platform/http.ts';
import type { CatalogService } from './catalog.service.ts';
import type { z } from 'zod';

type Params = z.infer<typeof searchParamsSchema>;
type Query = z.infer<typeof searchQueryStringSchema>;

/** GET carries the body URL-encoded in `request` so catalogue reads stay cacheable by browsers and service workers. */
function bodyFromRequestParam(raw: string | undefined): { body: ParsedSearchBody } | { error: ReturnType<typeof describeValidation> } {
  if (raw === undefined || raw === '') return { body: searchBodySchema.parse({}) };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { error: { errorCode: ErrorCodes.validation, message: 'request: The request parameter is not valid JSON', field: 'request' } };
  }
  const parsed = searchBodySchema.safeParse(json);
  if (parsed.success) return { body: parsed.data };
  const issue = parsed.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = ['request', ...issue.path.map(String), ...keys.slice(0, 1)].join('.');
  return { error: { errorCode: ErrorCodes.validation, message: `${path}: ${issue.message}`, field: path } };
}

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    const answer = async (reply: FastifyReply, params: Params, query: Query, body: ParsedSearchBody, cacheKey: string) => {
      const result = await catalog.search({
        storeCode: params.storeCode,
        entityType: params.entityType,
        from: query.from,
        size: query.size,
        sort: query.sort,
        source: { include: query._source_include, exclude: query._source_exclude },
        body,
        cacheKey,
      });
      if (!result.ok) return sendFailure(reply, result.error);
      return reply.code(200).type('application/json; charset=utf-8').send(result.value);
    };

    r.post(
      '/:storeCode/:entityType/:op',
      { schema: { params: searchParamsSchema, querystring: searchQueryStringSchema, body: searchBodySchema.optional() } },
      async (request, reply) => {
        const body = request.body ?? searchBodySchema.parse({});
        return answer(reply, request.params, request.query, body, `${request.url}\n${JSON.stringify(body)}`);
      },
    );

    r.get('/:storeCode/:entityType/:op', { schema: { params: searchParamsSchema, querystring: searchQueryStringSchema } }, async (request, reply) => {
      const parsed = bodyFromRequestParam(request.query.request);
      if ('error' in parsed) return sendFailure(reply, parsed.error, 400);
      return answer(reply, request.params, request.query, parsed.body, request.url);
    });
  };
}
