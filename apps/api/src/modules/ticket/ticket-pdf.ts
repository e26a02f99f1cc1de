import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { TicketSheet } from './ticket-sheet.ts';

/**
 * DejaVu Sans covers every letter the shop's languages use (å ä ö ü ß à è é ì ò ù …) and the
 * names customers type in other Latin, Greek and Cyrillic scripts; the PDF carries only the
 * glyphs it uses. Read from disk once per process.
 */
const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
const fontBytes = () =>
  (fonts ??= Promise.all([readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')), readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'))]).then(([regular, bold]) => ({ regular, bold })));

/** A5 portrait, in points. */
const PAGE = { width: 420, height: 595 };
const MARGIN = 36;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

/** Splits text into lines no wider than `width`, breaking between words (a word longer than a line gets a line of its own). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines downwards from y; answers the y below them. */
function writeLines(page: PDFPage, lines: string[], y: number, font: PDFFont, size: number, color = INK): number {
  for (const text of lines) {
    y -= size * 1.3;
    page.drawText(text, { x: MARGIN, y, size, font, color });
  }
  return y;
}

/**
 * The order's tickets as one PDF, a page per ticket: the event, its details and a QR code of the
 * ticket's signed code (error correction M, with the quiet zone scanners need around it).
 */
export async function renderTicketsPdf(sheets: ReadonlyArray<TicketSheet & { code: string }>, title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setProducer('Encore');
  const bytes = await fontBytes();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  const width = PAGE.width - 2 * MARGIN;
  for (const sheet of sheets) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN;
    y = writeLines(page, [sheet.heading], y, regular, 10, MUTED);
    y = writeLines(page, wrap(sheet.title, bold, 18, width), y - 4, bold, 18);
    y -= 6;
    for (const [label, value] of sheet.details) {
      y = writeLines(page, [label], y, regular, 8, MUTED);
      y = writeLines(page, wrap(value, regular, 11, width), y, regular, 11);
    }
    const png = await QRCode.toBuffer(sheet.code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
    const image = await doc.embedPng(png);
    const side = Math.min(170, y - MARGIN - 40);
    page.drawImage(image, { x: (PAGE.width - side) / 2, y: MARGIN + 34, width: side, height: side });
    writeLines(page, wrap(sheet.footer, regular, 8, width), MARGIN + 30, regular, 8, MUTED);
  }
  return doc.save();
}
