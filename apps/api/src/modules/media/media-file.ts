import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export interface MediaFile {
  path: string;
  contentType: string;
  size: number;
  mtime: Date;
}

/**
 * Resolves a request path below the media root. Anything that would leave the
 * root (`..`, encoded slashes, absolute paths), other file types and missing
 * files answer undefined.
 */
export async function findMediaFile(root: string, requested: string): Promise<MediaFile | undefined> {
  let relative: string;
  try {
    relative = decodeURIComponent(requested);
  } catch {
    return undefined;
  }
  if (relative.includes('\0') || relative.includes('\\')) return undefined;
  const base = resolve(root);
  const path = resolve(base, relative.replace(/^\/+/, ''));
  if (!path.startsWith(base + sep)) return undefined;
  const contentType = CONTENT_TYPES[extname(path).toLowerCase()];
  if (!contentType) return undefined;
  try {
    const s = await stat(path);
    return s.isFile() ? { path, contentType, size: s.size, mtime: s.mtime } : undefined;
  } catch {
    return undefined;
  }
}
