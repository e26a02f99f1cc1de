import { describe, expect, it } from 'vitest';
import { productSlug, slugify, venueSlug } from './slugify.ts';

describe('slugify', () => {
  it.each([
    ['Håkan Hellström', 'hakan-hellstrom'],
    ['Göteborgs Operan', 'goteborgs-operan'],
    ['  Rock & Roll!! ', 'rock-and-roll'],
    ['Straße der Lieder', 'strasse-der-lieder'],
    ['AIK – Djurgården', 'aik-djurgarden'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('productSlug', () => {
  it('uses the url_key when configured', () => {
    expect(productSlug({ url_key: 'kent-live', name: 'Kent Live', id: 7 }, true)).toBe('kent-live');
  });
  it('falls back to slugified name, dash, id', () => {
    expect(productSlug({ url_key: 'kent-live', name: 'Kent Live', id: 7 }, false)).toBe('kent-live-7');
    expect(productSlug({ url_key: '', name: 'Kent Live', id: 7 }, true)).toBe('kent-live-7');
  });
});

describe('venueSlug', () => {
  it('is the url_key, or the slugified name for a venue stored without one', () => {
    expect(venueSlug({ url_key: 'cirkus-goteborg', name: 'Cirkus' })).toBe('cirkus-goteborg');
    expect(venueSlug({ url_key: '', name: 'Malmö Arena' })).toBe('malmo-arena');
  });
});
