import { Transform } from 'node:stream';

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW = Buffer.from(' fetchpriority="low"');
const HEAD_END = Buffer.from('</head>');

/**
 * Marks the page's script preloads (React Router writes them into the head) `fetchpriority="low"`.
 * A server-rendered page paints from its HTML and inline style sheet alone, so on a slow link the
 * document, then the first screen's image, should come before the scripts that only make it
 * interactive; at high priority the 120 KB of scripts shared the link with them and held back the
 * first paint. The router has no option for it, hence this pass over the stream up to `</head>`;
 * the bytes after it flow through untouched. Works on bytes, so a character split between two chunks
 * stays whole.
 */
export function lowPriorityModulePreloads(): Transform {
  let held = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      const data = held.length ? Buffer.concat([held, chunk]) : chunk;
      const headEnd = data.indexOf(HEAD_END);
      // Without the head's end in sight, keep back what could be the start of a split tag.
      const scanTo = headEnd >= 0 ? headEnd : Math.max(0, data.length - (PRELOAD.length - 1));
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = data.indexOf(PRELOAD, from); at >= 0 && at < scanTo; at = data.indexOf(PRELOAD, from)) {
        const end = at + PRELOAD.length;
        parts.push(data.subarray(from, end), LOW);
        from = end;
      }
      if (headEnd >= 0) {
        inHead = false;
        held = Buffer.alloc(0);
        parts.push(data.subarray(from));
      } else {
        const keep = Math.max(from, scanTo);
        parts.push(data.subarray(from, keep));
        held = Buffer.from(data.subarray(keep));
      }
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, held);
    },
  });
}
