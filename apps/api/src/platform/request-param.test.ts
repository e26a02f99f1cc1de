import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyFromQueryParam } from './request-param.ts';

const schema = z.object({ filters: z.array(z.object({ attribute: z.string(), value: z.number() }).strict()).default([]) }).strict();

describe('bodyFromQueryParam', () => {
  it.each([
    ['a missing parameter is an empty body', undefined, { ok: true, value: { filters: [] } }],
    ['an empty parameter is an empty body', '', { ok: true, value: { filters: [] } }],
    ['a valid body, with defaults applied', '{"filters":[{"attribute":"price","value":5}]}', { ok: true, value: { filters: [{ attribute: 'price', value: 5 }] } }],
    ['JSON that does not parse', '{"filters": [', { ok: false, error: { errorCode: 'validation_error', message: 'request: The request parameter is not valid JSON', field: 'request' } }],
    ['a field of the wrong type', '{"filters":"all"}', { ok: false, error: { errorCode: 'validation_error', message: 'request.filters: Invalid input: expected array, received string', field: 'request.filters' } }],
    ['a nested field of the wrong type', '{"filters":[{"attribute":"price","value":"5"}]}', { ok: false, error: { errorCode: 'validation_error', message: 'request.filters.0.value: Invalid input: expected number, received string', field: 'request.filters.0.value' } }],
    ['an unknown field is named', '{"filters":[],"debug":true}', { ok: false, error: { errorCode: 'validation_error', message: 'request.debug: Unrecognized key: "debug"', field: 'request.debug' } }],
  ])('%s', (_name, raw, expected) => {
    expect(bodyFromQueryParam(raw, schema)).toEqual(expected);
  });

  it('names the parameter it was given', () => {
    expect(bodyFromQueryParam('nope', schema, 'source')).toEqual({ ok: false, error: { errorCode: 'validation_error', message: 'source: The source parameter is not valid JSON', field: 'source' } });
  });
});
