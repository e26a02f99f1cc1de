// Serves the build's brotli copies of scripts and style sheets (written by build-config/brotli-assets.ts)
// to browsers that accept brotli; others get the plain file, compressed per request as before.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** Whether an Accept-Encoding header admits brotli (`br`, not refused with q=0). */
export function acceptsBrotli(header) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';').map((s) => s.trim());
    if (coding?.toLowerCase() !== 'br') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Express middleware for the assets folder: a request for `x.js` from a browser that accepts brotli is
 * answered from `x.js.br` by the static handler behind it. The list of copies is read once: the
 * build does not change under a running host.
 */
export function precompressedAssets(dir) {
  const packed = new Set(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.br')).map((f) => f.slice(0, -3)) : []);
  return (req, res, next) => {
    const name = req.path.slice(1);
    if (!packed.has(name)) return next();
    // Caches must keep the two forms apart, whichever this request gets.
    res.setHeader('Vary', 'Accept-Encoding');
    if (!acceptsBrotli(req.headers['accept-encoding'])) return next();
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
    req.url = `/${name}.br`;
    next();
  };
}
