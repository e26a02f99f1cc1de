import { Readable } from 'node:stream';
import { data } from 'react-router';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import getRawBody from 'raw-body';
import { MAX_FORM_BYTES, parseFields, type FieldsOutput, type FieldsSchema } from '@encore/contracts';

export type FormRefusal = { ok: false; status: 400 | 413 | 415; message: string; field?: string };
export type FormRead<T> = { ok: true; value: T } | FormRefusal;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Reads a form post and parses it with `schema`. Only a form is read (415 otherwise), never more than
 * 64 KB of it (413), and each field once, as text (400); what the schema refuses is a 400 naming the field.
 */
export async function readForm<S extends FieldsSchema>(request: Request, schema: S): Promise<FormRead<FieldsOutput<S>>> {
  const fields = await readFields(request);
  if (!fields.ok) return fields;
  const parsed = parseFields(schema, fields.value);
  return parsed.ok ? parsed : { ok: false, status: 400, field: parsed.field, message: `${parsed.field}: ${parsed.message}` };
}

async function readFields(request: Request): Promise<FormRead<Record<string, string>>> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) return { ok: false, status: 415, message: 'Expected a form (application/x-www-form-urlencoded or multipart/form-data)' };
  let body: Buffer;
  try {
    body = request.body ? await getRawBody(Readable.fromWeb(request.body as NodeReadableStream), { limit: MAX_FORM_BYTES, length: request.headers.get('content-length') }) : Buffer.alloc(0);
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') return { ok: false, status: 413, message: `The form is larger than ${MAX_FORM_BYTES / 1024} KB` };
    return { ok: false, status: 400, message: 'The form could not be read' };
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, status: 400, message: 'The form could not be read' };
  }
  const fields = new Map<string, string>();
  for (const [name, value] of form) {
    if (typeof value !== 'string') return { ok: false, status: 400, field: name, message: `${name}: Files are not accepted` };
    if (fields.has(name)) return { ok: false, status: 400, field: name, message: `${name}: Field is given more than once` };
    fields.set(name, value);
  }
  return { ok: true, value: Object.fromEntries(fields) };
}

/**
 * A page's query parameters parsed with `schema` (the first value of each name, as the page always
 * read them). Page schemas fall back to defaults, so a refusal here is a schema that does not.
 */
export function readQuery<S extends FieldsSchema>(request: Request, schema: S): FieldsOutput<S> {
  const fields = new Map<string, string>();
  for (const [name, value] of new URL(request.url).searchParams) if (!fields.has(name)) fields.set(name, value);
  const parsed = parseFields(schema, Object.fromEntries(fields));
  if (!parsed.ok) throw data(`${parsed.field}: ${parsed.message}`, { status: 400 });
  return parsed.value;
}

/** A page's query parameters with every value of each name, parsed with `schema` (repeatable filters). */
export function readQueryLists<S extends FieldsSchema>(request: Request, schema: S): FieldsOutput<S> {
  const lists: Record<string, string[]> = {};
  const params = new URL(request.url).searchParams;
  for (const name of new Set(params.keys())) lists[name] = params.getAll(name);
  const parsed = schema.safeParse(lists);
  if (!parsed.success) throw data('The page address could not be read', { status: 400 });
  return parsed.data;
}

/** A route's path parameters parsed with `schema`, or null when they do not fit (an unknown address). */
export function readParams<S extends FieldsSchema>(params: Record<string, string | undefined>, schema: S): FieldsOutput<S> | null {
  const fields = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const parsed = parseFields(schema, fields);
  return parsed.ok ? parsed.value : null;
}
