import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureImages, imageFiles } from './media.ts';
import { IMAGE_SIZES, placeholderSpec, posterSvg, wrap, type PosterSpec } from './posters.ts';

const dir = mkdtempSync(join(tmpdir(), 'encore-posters-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const poster = (key: string, dateText = 'lör 14 mars 2027 · 19:30'): PosterSpec => ({
  key,
  title: 'Norrsken – Vinterljus & <Vänner>',
  kicker: 'Konserter',
  venue: 'Avicii Arena, Stockholm',
  dateText,
  colors: ['#6a11cb', '#f107a3'],
});

describe('poster images', () => {
  it('uses the thumbnail sizes: cart 150x150, list 310x300, gallery 600x744', () => {
    expect(IMAGE_SIZES).toEqual([
      [150, 150],
      [310, 300],
      [600, 744],
    ]);
    expect(imageFiles('/m', 'posters/a').map((f) => f.replaceAll('\\', '/'))).toEqual([
      '/m/posters/a-150x150.webp',
      '/m/posters/a-310x300.webp',
      '/m/posters/a-600x744.webp',
    ]);
  });

  it('writes three WebP files per key with exactly those sizes', async () => {
    const specs = [poster('posters/norrsken-stockholm'), poster('posters/hamlet-stockholm'), { ...placeholderSpec() }];
    const result = await ensureImages(dir, specs);
    expect(result).toEqual({ generated: 3, skipped: 0 });
    expect(readdirSync(join(dir, 'posters')).sort()).toEqual([
      'hamlet-stockholm-150x150.webp',
      'hamlet-stockholm-310x300.webp',
      'hamlet-stockholm-600x744.webp',
      'norrsken-stockholm-150x150.webp',
      'norrsken-stockholm-310x300.webp',
      'norrsken-stockholm-600x744.webp',
    ]);
    for (const spec of specs) {
      for (const file of imageFiles(dir, spec.key)) {
        const meta = await sharp(file).metadata();
        const [w, h] = basename(file).match(/(\d+)x(\d+)\.webp$/)!.slice(1).map(Number);
        expect({ format: meta.format, width: meta.width, height: meta.height }, file).toEqual({ format: 'webp', width: w, height: h });
      }
    }
    // No temporary files left behind.
    expect(readdirSync(join(dir, 'posters')).some((f) => f.endsWith('.tmp'))).toBe(false);
  }, 30_000);

  it('keeps existing images and redraws only those whose text changed', async () => {
    const file = imageFiles(dir, 'posters/hamlet-stockholm')[2]!;
    const mtime = statSync(file).mtimeMs;
    expect(await ensureImages(dir, [poster('posters/norrsken-stockholm'), poster('posters/hamlet-stockholm')])).toEqual({ generated: 0, skipped: 2 });
    expect(statSync(file).mtimeMs).toBe(mtime);

    const moved = await ensureImages(dir, [poster('posters/norrsken-stockholm'), poster('posters/hamlet-stockholm', 'fre 2 april 2027 · 19:00')]);
    expect(moved).toEqual({ generated: 1, skipped: 1 });

    rmSync(imageFiles(dir, 'posters/norrsken-stockholm')[0]!);
    expect(await ensureImages(dir, [poster('posters/norrsken-stockholm')])).toEqual({ generated: 1, skipped: 0 });
    expect(await ensureImages(dir, [poster('posters/norrsken-stockholm')], { force: true })).toEqual({ generated: 1, skipped: 0 });
  }, 30_000);

  it('skips keys that would leave the media directory', async () => {
    const logs: string[] = [];
    const result = await ensureImages(join(dir, 'inner'), [poster('../escape'), poster('/abs/olute'), poster('posters/../x')], { log: (m) => logs.push(m) });
    expect(result).toEqual({ generated: 0, skipped: 3 });
    expect(logs).toHaveLength(3);
    expect(existsSync(join(dir, 'escape-150x150.webp'))).toBe(false);
  });

  it('draws escaped, wrapped SVG text', () => {
    const svg = posterSvg(poster('posters/x'), 600, 744);
    expect(svg).toContain('width="600" height="744"');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&lt;Vänner&gt;');
    expect(svg).not.toContain('<Vänner>');
    expect(wrap('Ett mycket långt namn på en föreställning', 12).every((l) => l.length <= 12)).toBe(true);
  });

  it('draws a category image as artwork without words, and renders it again when that choice changes', async () => {
    const category: PosterSpec = { ...poster('categories/konserter', ''), title: 'Konserter', venue: 'Pop, rock, jazz', artworkOnly: true };
    const svg = posterSvg(category, 600, 744);
    expect(svg).toContain('linearGradient');
    expect(svg).toContain('<circle');
    expect(svg).not.toContain('<text');
    expect(posterSvg({ ...category, artworkOnly: false }, 600, 744)).toContain('Konserter</text>');

    const own = mkdtempSync(join(tmpdir(), 'encore-artwork-'));
    try {
      expect(await ensureImages(own, [{ ...category, artworkOnly: false }])).toEqual({ generated: 1, skipped: 0 });
      expect(await ensureImages(own, [category])).toEqual({ generated: 1, skipped: 0 });
      expect(await ensureImages(own, [category])).toEqual({ generated: 0, skipped: 1 });
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
