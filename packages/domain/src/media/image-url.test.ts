import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url.ts';

describe('imageUrl', () => {
  it('maps a key to the sized file of each thumbnail kind', () => {
    expect(imageUrl('posters/kent', 'cart')).toBe('/media/posters/kent-150x150.webp');
    expect(imageUrl('posters/kent', 'list')).toBe('/media/posters/kent-310x300.webp');
    expect(imageUrl('/media/posters/kent', 'gallery')).toBe('/media/posters/kent-600x744.webp');
  });
  it('keeps absolute URLs and gives a placeholder for none', () => {
    expect(imageUrl('https://cdn.example/x.jpg', 'list')).toBe('https://cdn.example/x.jpg');
    expect(imageUrl(null, 'list')).toBe('/media/placeholder-310x300.webp');
  });
});
