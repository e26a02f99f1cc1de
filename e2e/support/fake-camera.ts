import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/**
 * Writes a Y4M video (what Chromium's fake camera plays) of one still frame showing `text` as a QR
 * code: black modules on white, with the four-module quiet zone scanners need.
 */
export function writeQrVideo(path: string, text: string, size = 480): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const scale = Math.floor(size / (modules + 8));
  const offset = Math.floor((size - modules * scale) / 2);
  const luma = Buffer.alloc(size * size, 255);
  for (let y = 0; y < modules * scale; y++) {
    for (let x = 0; x < modules * scale; x++) {
      if (qr.modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(offset + y) * size + offset + x] = 0;
    }
  }
  // 4:2:0 with neutral chroma: a grey picture.
  const chroma = Buffer.alloc((size / 2) * (size / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}
