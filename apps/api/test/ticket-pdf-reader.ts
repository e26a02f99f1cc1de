import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFNumber } from 'pdf-lib';

/** A number entry of a PDF dictionary. */
const num = (dict: PDFDict, key: string): number => (dict.lookup(PDFName.of(key)) as PDFNumber).asNumber();

/**
 * Reads a ticket PDF back as a scanner would see it: for each page, the QR code decoded from the
 * page's image (8-bit RGB or grey, deflated, as the PDF stores it).
 */
export async function readTicketPdf(bytes: Uint8Array): Promise<{ pages: number; codes: Array<string | undefined> }> {
  const doc = await PDFDocument.load(bytes);
  const codes = doc.getPages().map((page) => {
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    for (const ref of xobjects?.values() ?? []) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
      const width = num(stream.dict, 'Width');
      const height = num(stream.dict, 'Height');
      const raw = inflateSync(stream.contents);
      const channels = raw.length / (width * height);
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let p = 0; p < width * height; p++) {
        for (let c = 0; c < 3; c++) rgba[p * 4 + c] = raw[p * channels + (channels === 1 ? 0 : c)]!;
        rgba[p * 4 + 3] = 255;
      }
      const found = jsQR(rgba, width, height);
      if (found) return found.data;
    }
    return undefined;
  });
  return { pages: doc.getPageCount(), codes };
}
