import sharp from 'sharp';
import { THUMBNAILS } from '@encore/contracts';
import { fnv1a32 } from '@encore/domain';

/** The thumbnail sizes: cart 150x150, list 310x300, gallery 600x744. */
export const IMAGE_SIZES: ReadonlyArray<readonly [number, number]> = Object.values(THUMBNAILS);

export interface PosterSpec {
  /** Media key, e.g. 'posters/norrsken-stockholm'. */
  key: string;
  title: string;
  /** Small line above the title, e.g. the category name. */
  kicker: string;
  /** e.g. 'Avicii Arena, Stockholm'. */
  venue: string;
  /** e.g. 'lör 14 mars 2027 · 19:30' (empty for category images). */
  dateText: string;
  colors: [string, string];
  /** Gradient and shapes without words: a category's image sits behind a banner's own title and text. */
  artworkOnly?: boolean;
}

const FONT = "DejaVu Sans, Verdana, sans-serif";
/** Average advance of DejaVu Sans Bold as a fraction of the font size. */
const CHAR_WIDTH = 0.64;

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Greedy word wrap; a word longer than a line is cut with an ellipsis. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = word.length > maxChars ? `${word.slice(0, Math.max(1, maxChars - 1))}…` : word;
    if (!line) line = w;
    else if (line.length + 1 + w.length <= maxChars) line += ` ${w}`;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest font size (≤ max) at which the text fits in `maxLines` lines of `width` px. */
function fitText(text: string, width: number, maxSize: number, minSize: number, maxLines: number): { size: number; lines: string[] } {
  for (let size = maxSize; size >= minSize; size -= 1) {
    const maxChars = Math.max(4, Math.floor(width / (size * CHAR_WIDTH)));
    const lines = wrap(text, maxChars);
    if (lines.length <= maxLines && text.split(/\s+/).every((w) => w.length <= maxChars)) return { size, lines };
  }
  const lines = wrap(text, Math.max(4, Math.floor(width / (minSize * CHAR_WIDTH))));
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/.$/, '')}…`;
  }
  return { size: minSize, lines };
}

function fitLine(text: string, width: number, size: number): string {
  const max = Math.floor(width / (size * 0.58));
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}

/** An SVG poster of the given size: category gradient, seeded shapes, title, venue and date. */
export function posterSvg(p: PosterSpec, width: number, height: number): string {
  const h = fnv1a32(p.key);
  const pad = Math.round(width * 0.08);
  const inner = width - 2 * pad;
  const scale = Math.min(width / 600, height / 744) * (width < 200 ? 1.35 : 1);
  const angle = h % 360;

  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const v = fnv1a32(`${p.key}#${i}`);
    const cx = (v % 1000) / 1000 * width;
    const cy = ((v >>> 10) % 1000) / 1000 * height;
    const r = (0.15 + ((v >>> 20) % 100) / 250) * Math.max(width, height);
    shapes.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" fill-opacity="${(0.04 + (i % 3) * 0.03).toFixed(2)}"/>`);
  }

  const small = width < 200;
  const maxLines = small ? 3 : 4;
  const title = fitText(p.title, inner, Math.round(64 * scale), Math.max(10, Math.round(22 * scale)), maxLines);
  const lineHeight = Math.round(title.size * 1.12);
  const kickerSize = Math.max(8, Math.round(20 * scale));
  const infoSize = Math.max(9, Math.round(24 * scale));
  const bandHeight = p.dateText ? Math.round(height * (small ? 0.26 : 0.2)) : 0;
  const titleBlock = title.lines.length * lineHeight;
  const titleTop = Math.max(pad + kickerSize * 2, (height - bandHeight - titleBlock) / 2);

  const artwork = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle % 90 + 20} .5 .5)"><stop offset="0" stop-color="${p.colors[0]}"/><stop offset="1" stop-color="${p.colors[1]}"/></linearGradient></defs>`,
    `<rect width="100%" height="100%" fill="url(#g)"/>`,
    ...shapes,
  ];
  if (p.artworkOnly) return [...artwork, '</svg>'].join('');
  const parts: string[] = [
    ...artwork,
    `<g font-family="${FONT}" fill="#fff">`,
    `<text x="${pad}" y="${pad + kickerSize}" font-size="${kickerSize}" font-weight="bold" letter-spacing="${(kickerSize * 0.15).toFixed(1)}" fill-opacity="0.85">${escapeXml(fitLine(p.kicker.toUpperCase(), inner, kickerSize))}</text>`,
    ...title.lines.map(
      (line, i) => `<text x="${pad}" y="${(titleTop + (i + 0.85) * lineHeight).toFixed(1)}" font-size="${title.size}" font-weight="bold">${escapeXml(line)}</text>`,
    ),
  ];
  if (!small || !p.dateText) {
    parts.push(`<text x="${pad}" y="${(titleTop + titleBlock + infoSize * 1.6).toFixed(1)}" font-size="${infoSize}" fill-opacity="0.9">${escapeXml(fitLine(p.venue, inner, infoSize))}</text>`);
  }
  if (p.dateText) {
    const bandTop = height - bandHeight;
    const dateSize = Math.max(9, Math.round((small ? 19 : 26) * scale));
    parts.push(
      `<rect x="0" y="${bandTop}" width="${width}" height="${bandHeight}" fill="#000" fill-opacity="0.35"/>`,
      `<text x="${pad}" y="${(bandTop + bandHeight / 2 + dateSize * 0.35).toFixed(1)}" font-size="${dateSize}" font-weight="bold">${escapeXml(fitLine(small ? p.dateText.replace(/^\S+ /, '').replace(/ \d{4} ·/, ' ·') : p.dateText, inner, dateSize))}</text>`,
    );
  }
  parts.push('</g></svg>');
  return parts.join('');
}

/** WebP bytes of a poster at one size. */
export async function renderPoster(p: PosterSpec, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(posterSvg(p, width, height))).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** The neutral image used when an event has none. */
export function placeholderSpec(): PosterSpec {
  return { key: 'placeholder', title: 'Encore', kicker: 'Biljetter', venue: 'Bild saknas', dateText: '', colors: ['#3a3f4b', '#15171c'] };
}
