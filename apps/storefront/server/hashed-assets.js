// The build's hashed scripts and style sheets (/assets), as the production host serves them.
import express from 'express';
import { precompressedAssets } from './precompressed-assets.js';
import { withoutDocumentHeaders } from './security-headers.js';

/**
 * A hashed file never changes under its name: browsers keep it a year without asking again, so it needs
 * no validators (ETag, Last-Modified) to ask with, and scripts and sheets are never fetched in ranges.
 * Each header left out is 20-50 bytes on every script of a first visit, which counts against the first
 * load's weight (ADR 0075). Brotli copies go to browsers that accept them.
 */
export function hashedAssets(dir) {
  return express
    .Router()
    .use(
      precompressedAssets(dir),
      express.static(dir, { immutable: true, maxAge: '1y', index: false, etag: false, lastModified: false, acceptRanges: false, setHeaders: withoutDocumentHeaders }),
    );
}
