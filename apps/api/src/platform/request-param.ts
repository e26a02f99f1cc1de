import type { z } from 'zod';
import { ErrorCodes } from '@encore/contracts';
import { fail, ok, type Result } from './result.ts';

/**
 * The body of a search sent by GET: the JSON body, URL-encoded in one query parameter (`request`), so
 * reads stay cacheable by browsers and service workers. A missing or empty parameter is an empty body;
 * otherwise it must be JSON that the body's schema accepts, and a refusal names the parameter and the
 * failing field ('request.filters.0.value: …').
 */
export function bodyFromQueryParam<S extends z.ZodType>(raw: string | undefined, schema: S, param = 'request'): Result<z.output<S>> {
  if (raw === undefined || raw === '') return ok(schema.parse({}));
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail(ErrorCodes.validation, `${param}: The ${param} parameter is not valid JSON`, param);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = [param, ...issue.path.map(String), ...keys.slice(0, 1)].join('.');
  return fail(ErrorCodes.validation, `${path}: ${issue.message}`, path);
}
