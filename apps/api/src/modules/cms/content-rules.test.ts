import { describe, expect, it } from 'vitest';
import { normaliseRequestPath } from '../url/url-path.ts';
import { compileContentFilters } from './content-filter.ts';

describe('content filters', () => {
  const docs = [
    { identifier: 'footer-about', path: 'encore/banners/main_banners', id: 1 },
    { identifier: 'footer-service', path: 'encore/banners/head_image', id: 2 },
    { identifier: 'home-intro', path: 'general/locale', id: 3 },
  ];
  const run = (filters: Parameters<typeof compileContentFilters>[0]) => {
    const c = compileContentFilters<(typeof docs)[number]>(filters, ['identifier', 'path', 'id']);
    if (!c.ok) throw new Error(c.field);
    return docs.filter(c.test).map((d) => d.id);
  };

  it('matches like with % and _ over the whole value, case-insensitively, with regex characters taken literally', () => {
    expect(run([{ attribute: 'identifier', value: { like: 'footer-%' } }])).toEqual([1, 2]);
    expect(run([{ attribute: 'identifier', value: { like: 'HOME_INTRO' } }])).toEqual([3]);
    expect(run([{ attribute: 'identifier', value: { like: 'footer' } }])).toEqual([]);
    expect(run([{ attribute: 'identifier', value: { like: 'footer.%' } }])).toEqual([]);
  });

  it('matches eq and in, numbers and strings alike, and combines filters with and', () => {
    expect(run([{ attribute: 'path', value: { in: ['encore/banners/main_banners', 'general/locale'] } }])).toEqual([1, 3]);
    expect(run([{ attribute: 'id', value: { eq: '2' } }])).toEqual([2]);
    expect(run([{ attribute: 'path', value: { like: 'encore/%' } }, { attribute: 'identifier', value: { eq: 'footer-service' } }])).toEqual([2]);
  });

  it('names a field that is not filterable', () => {
    expect(compileContentFilters([{ attribute: 'content', value: { eq: 'x' } }], ['identifier'])).toEqual({ ok: false, field: 'content' });
  });
});

describe('normaliseRequestPath', () => {
  it('drops slashes at both ends, query and hash, and decodes escapes', () => {
    expect(normaliseRequestPath('/evenemang/konserter/?a=1#x')).toBe('evenemang/konserter');
    expect(normaliseRequestPath('st%C3%A5-upp')).toBe('stå-upp');
    expect(normaliseRequestPath('/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
