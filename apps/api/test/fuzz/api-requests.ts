import fc from 'fast-check';
import { brokenJsonText, brokenQueryPiece, garbageValue, headerText, hugeText, nastyText } from './hostile-values.ts';
import { fieldNames, fieldsOf, isOptional, shapedValue, type FieldHints, type Schema } from './schema-values.ts';

/** One route as the app declared it: method, URL pattern and the schemas of its query and body. */
export interface RouteUnderTest {
  method: string;
  url: string;
  query?: Schema;
  body?: Schema;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

/** The path parameters in a Fastify URL pattern: `:name` segments and a trailing `*`. */
export function pathParams(url: string): string[] {
  const names = [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  return url.endsWith('*') ? [...names, '*'] : names;
}

/** encodeURIComponent for any string: a lone surrogate (which it cannot encode) becomes U+FFFD first. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? 'undefined');
/** Long values stay under the URL size the HTTP server reads at all (about 16 KB with the headers). */
const urlSafe = (text: string) => text.slice(0, 3000);

/** A path parameter: a valid-looking value for its name, encoded junk, or raw broken percent-encoding. */
function paramValue(name: string, hints: FieldHints): fc.Arbitrary<string> {
  const plausible = hints[`:${name}`] ?? fc.string({ maxLength: 12 });
  return fc.oneof(
    { weight: 5, arbitrary: plausible.map((v) => (name === '*' ? asText(v) : encode(asText(v)))) },
    { weight: 2, arbitrary: nastyText.map((v) => encode(v)) },
    { weight: 1, arbitrary: brokenQueryPiece },
    { weight: 1, arbitrary: hugeText.map((v) => urlSafe(v)) },
  );
}

/** key=value pairs: the schema's real fields with valid-looking or junk values, repeated keys, unknown keys, broken encoding. */
function queryString(schema: Schema | undefined, hints: FieldHints): fc.Arbitrary<string> {
  const names = fieldNames(schema);
  const known = names.length > 0 ? fc.constantFrom(...names) : fc.constant('q');
  const pair = fc.oneof(
    { weight: 6, arbitrary: known.chain((key) => fc.tuple(fc.constant(key), hints[key] ? fc.oneof({ weight: 4, arbitrary: hints[key] }, garbageValue) : garbageValue)) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), garbageValue) },
  ).map(([key, value]) => `${encode(key)}=${encode(urlSafe(asText(value)))}`);
  const piece = fc.oneof({ weight: 8, arbitrary: pair }, { weight: 1, arbitrary: brokenQueryPiece });
  const random = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('&'));
  // Each real field once with a valid-looking value (optional ones sometimes left out), at times with one piece more.
  const fields = Object.entries(fieldsOf(schema));
  const model = Object.fromEntries(fields.map(([key, field]) => [key, (hints[key] ?? shapedValue(field, hints, key)).map((v) => `${encode(key)}=${encode(urlSafe(asText(v)))}`)]));
  const requiredKeys = fields.filter(([, field]) => !isOptional(field)).map(([key]) => key);
  const plausible = fc
    .tuple(fc.record(model, { requiredKeys }), fc.option(piece, { freq: 3 }))
    .map(([pairs, more]) => [...Object.values(pairs), ...(more === null ? [] : [more])].join('&'));
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: random });
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json, text/plain',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/octet-stream',
  '',
  ';;;',
];

/** A body with its content type (none when absent): shaped JSON, garbage JSON, broken JSON text, or nothing. */
function requestBody(schema: Schema | undefined, hints: FieldHints): fc.Arbitrary<{ text?: string; contentType?: string }> {
  const value = schema ? fc.oneof({ weight: 4, arbitrary: shapedValue(schema, hints) }, garbageValue) : garbageValue;
  const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) }, fc.constant(undefined), headerText(40));
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ text: value.map((v) => JSON.stringify(v) ?? 'null'), contentType }) },
    { weight: 2, arbitrary: fc.record({ text: brokenJsonText, contentType }) },
    { weight: 1, arbitrary: fc.record({ contentType }, { requiredKeys: [] }) },
  );
}

/** Headers a hostile or confused client sends: token garbage, cookies, forwarded-for junk, odd Accept, random names. */
function junkHeaders(hints: FieldHints): fc.Arbitrary<Record<string, string>> {
  const token = hints.token ?? headerText(80);
  const junk = fc.record(
    {
      authorization: fc.oneof({ weight: 3, arbitrary: token.map((t) => `Bearer ${asText(t)}`) }, headerText(80), fc.constantFrom('Bearer', 'Bearer ', 'Basic Og==', 'Bearer a.b.c', 'bearer  x')),
      cookie: fc.oneof(headerText(120), fc.constantFrom('cart=1; cart=2', 'a=%zz', '__proto__=1', '=; ;=')),
      'x-forwarded-for': fc.oneof(headerText(60), fc.constantFrom('1.1.1.1, 2.2.2.2', '::1', '999.999.999.999', 'unknown', ',,,', '127.0.0.1')),
      accept: fc.oneof(fc.constantFrom('*/*', 'text/html', 'application/xml', 'image/*;q=0', 'application/json;q=0', ''), headerText(40)),
      'accept-language': headerText(40),
    },
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(fc.stringMatching(/^x-[a-z0-9-]{1,16}$/), headerText(40), { maxKeys: 2 });
  // Mostly a clean request, so the junk in the body and query gets past the caller check.
  const headers = fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 3, arbitrary: junk });
  return fc.tuple(headers, fc.option(extra, { freq: 4 })).map(([base, more]) => ({ ...(more ?? {}), ...base }));
}

/** Requests for one route, `hints` naming valid-looking values by field (and by `:param` for path parameters). */
export function requestsFor(route: RouteUnderTest, hints: FieldHints): fc.Arbitrary<FuzzRequest> {
  const params = pathParams(route.url);
  const values = fc.tuple(...params.map((name) => paramValue(name, hints)));
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc
    .record({
      values,
      query: queryString(route.query, hints),
      headers: junkHeaders(hints),
      body: hasBody ? requestBody(route.body, hints) : fc.constant<{ text?: string; contentType?: string }>({}),
    })
    .map(({ values, query, headers, body }) => {
      let path = route.url;
      params.forEach((name, i) => {
        path = path.replace(name === '*' ? '*' : `:${name}`, values[i] ?? '');
      });
      const all: Record<string, string> = { ...headers };
      if (body.contentType !== undefined) all['content-type'] = body.contentType;
      return {
        method: route.method,
        path: query ? `${path}?${query}` : path,
        headers: all,
        ...(body.text !== undefined ? { body: new TextEncoder().encode(body.text) } : {}),
      };
    });
}
