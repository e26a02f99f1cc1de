import { THUMBNAILS } from '@encore/contracts';

export type ImageSize = keyof typeof THUMBNAILS;

/**
 * Catalogue images are stored as keys such as `posters/kent-stockholm-2027`;
 * each exists in the three thumbnail sizes (cart, list, gallery) as `/media/<key>-<w>x<h>.webp`.
 */
export function imageUrl(image: string | null | undefined, size: ImageSize): string {
  if (!image) return `/media/placeholder-${THUMBNAILS[size][0]}x${THUMBNAILS[size][1]}.webp`;
  if (/^(https?:)?\/\//.test(image)) return image;
  const [w, h] = THUMBNAILS[size];
  return `/media/${image.replace(/^\/+/, '').replace(/^media\//, '')}-${w}x${h}.webp`;
}
