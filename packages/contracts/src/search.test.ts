import { describe, expect, it } from 'vitest';
import { MAX_FILTER_VALUES, searchBodySchema } from './search.ts';

const withValues = (values: unknown[]) => ({ filters: [{ attribute: 'category_ids', value: { in: values } }] });
const firstIssue = (body: unknown) => {
  const r = searchBodySchema.safeParse(body);
  return r.success ? undefined : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
};

describe('filter values', () => {
  it('keeps numbers, texts and booleans as sent', () => {
    const parsed = searchBodySchema.parse(withValues([3, 'Stockholm', true, 2.5, '3']));
    expect(parsed.filters[0]!.value.in).toEqual([3, 'Stockholm', true, 2.5, '3']);
  });

  it('refuses other values, long texts and long lists with the field and a plain message', () => {
    expect(firstIssue(withValues([3, {}]))).toEqual({ path: 'filters.0.value.in.1', message: 'Invalid input' });
    expect(firstIssue(withValues([null]))).toEqual({ path: 'filters.0.value.in.0', message: 'Invalid input' });
    expect(firstIssue(withValues(['x'.repeat(501)]))).toEqual({ path: 'filters.0.value.in.0', message: 'Too big: expected string to have <=500 characters' });
    expect(firstIssue(withValues(Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => i)))).toEqual({
      path: 'filters.0.value.in',
      message: `Too big: expected array to have <=${MAX_FILTER_VALUES} items`,
    });
  });
});
