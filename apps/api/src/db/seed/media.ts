import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import type { Db } from '../create-db.ts';
import { TOP_CATEGORIES } from './demo-data.ts';
import { IMAGE_SIZES, placeholderSpec, renderPoster, type PosterSpec } from './posters.ts';
import { fnv1a32 } from '@encore/domain';
import { posterDate } from './time.ts';

export interface MediaResult {
  generated: number;
  skipped: number;
}

export interface EnsureOptions {
  /** Re-render even when the files exist. */
  force?: boolean;
  log?: (message: string) => void;
  onProgress?: (done: number, total: number) => void;
}

/** Records which poster text each key was drawn with, so changed dates are redrawn. */
const MANIFEST = '.encore-media.json';
const RENDER_VERSION = 1;
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/;

export function imageFiles(mediaDir: string, key: string): string[] {
  return IMAGE_SIZES.map(([w, h]) => join(mediaDir, `${key}-${w}x${h}.webp`));
}

const exists = (file: string) => stat(file).then((s) => s.isFile(), () => false);
const signature = (p: PosterSpec) => String(fnv1a32(JSON.stringify([RENDER_VERSION, p.title, p.kicker, p.venue, p.dateText, p.colors, p.artworkOnly ?? false])));

/**
 * Writes `<key>-150x150.webp`, `<key>-310x300.webp` and `<key>-600x744.webp`
 * for every spec whose files are missing (or drawn with other text), in parallel.
 */
export async function ensureImages(mediaDir: string, specs: PosterSpec[], options: EnsureOptions = {}): Promise<MediaResult> {
  const manifestPath = join(mediaDir, MANIFEST);
  const manifest: Record<string, string> = await readFile(manifestPath, 'utf8').then((t) => JSON.parse(t) as Record<string, string>, () => ({}));
  const todo: PosterSpec[] = [];
  let skipped = 0;
  await Promise.all(
    specs.map(async (spec) => {
      if (!SAFE_KEY.test(spec.key)) {
        options.log?.(`media: skipping unsafe image key ${JSON.stringify(spec.key)}`);
        skipped++;
        return;
      }
      const known = manifest[spec.key];
      const fresh = known === undefined || known === signature(spec);
      if (!options.force && fresh && (await Promise.all(imageFiles(mediaDir, spec.key).map(exists))).every(Boolean)) skipped++;
      else todo.push(spec);
    }),
  );

  let done = 0;
  const worker = async () => {
    for (let spec = todo.pop(); spec; spec = todo.pop()) {
      const files = imageFiles(mediaDir, spec.key);
      await mkdir(dirname(files[0]!), { recursive: true });
      for (const [i, [w, h]] of IMAGE_SIZES.entries()) {
        const tmp = `${files[i]}.${process.pid}.tmp`;
        await writeFile(tmp, await renderPoster(spec, w, h));
        await rename(tmp, files[i]!);
      }
      manifest[spec.key] = signature(spec);
      options.onProgress?.(++done, total);
    }
  };
  const total = todo.length;
  await Promise.all(Array.from({ length: Math.min(8, availableParallelism(), Math.max(1, total)) }, worker));
  if (total) {
    await mkdir(mediaDir, { recursive: true });
    await writeFile(manifestPath, JSON.stringify(manifest));
  }
  return { generated: total, skipped };
}

function colorsFor(categoryId: number | undefined, key: string): [string, string] {
  const top = TOP_CATEGORIES.find((c) => c.id === categoryId);
  if (top) return top.colors;
  const hue = fnv1a32(key) % 360;
  return [`hsl(${hue}, 60%, 45%)`, `hsl(${(hue + 50) % 360}, 65%, 22%)`];
}

/**
 * Poster specs for every event whose image key is under `posters/`, and
 * category images for categories whose image key is under `categories/`.
 */
export async function imageSpecsFromDb(db: Db): Promise<PosterSpec[]> {
  const [events, links, categories] = await Promise.all([
    db
      .selectFrom('product')
      .leftJoin('venue', 'venue.id', 'product.venue_id')
      .select(['product.id', 'product.name', 'product.image', 'product.event_date', 'product.city', 'venue.name as venue_name'])
      .where('product.parent_id', 'is', null)
      .where('product.image', 'like', 'posters/%')
      .execute(),
    db
      .selectFrom('product_category')
      .innerJoin('category', 'category.id', 'product_category.category_id')
      .select(['product_category.product_id', 'category.id', 'category.name'])
      .where('category.level', '=', 2)
      .execute(),
    db.selectFrom('category').select(['id', 'name', 'image', 'short_description']).where('image', 'like', 'categories/%').execute(),
  ]);
  const topOf = new Map<number, { id: number; name: string }>();
  for (const l of links) {
    const prev = topOf.get(l.product_id);
    if (!prev || l.id < prev.id) topOf.set(l.product_id, { id: l.id, name: l.name });
  }
  const specs: PosterSpec[] = events.map((e) => {
    const top = topOf.get(e.id);
    return {
      key: e.image,
      title: e.name,
      kicker: top?.name ?? 'Encore',
      venue: [e.venue_name, e.city].filter(Boolean).join(', '),
      dateText: e.event_date ? posterDate(e.event_date) : '',
      colors: colorsFor(top?.id, e.image),
    };
  });
  for (const c of categories) {
    specs.push({ key: c.image!, title: c.name, kicker: 'Encore', venue: c.short_description, dateText: '', colors: colorsFor(c.id, c.image!), artworkOnly: true });
  }
  return specs;
}

/** Placeholders, category images and event posters for what the database holds. */
export async function ensureMedia(db: Db, mediaDir: string, options: EnsureOptions = {}): Promise<MediaResult> {
  const specs = [placeholderSpec(), ...(await imageSpecsFromDb(db))];
  const result = await ensureImages(mediaDir, specs, options);
  if (result.generated) options.log?.(`media: generated ${result.generated} image set(s) in ${mediaDir}, ${result.skipped} already present`);
  return result;
}
