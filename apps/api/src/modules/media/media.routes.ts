import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCodes } from '@encore/contracts';
import { sendFailure } from '../../platform/http.ts';
import { findMediaFile } from './media-file.ts';

/**
 * Serves generated catalogue images (posters in the three thumbnail sizes: cart, list and gallery) from
 * MEDIA_DIR. File names change when an image changes, so they are cached for a year.
 */
export function mediaRoutes(opts: { mediaDir: string }): FastifyPluginAsync {
  return async (app) => {
    app.get('/*', async (request, reply) => {
      const wildcard = (request.params as { '*': string })['*'];
      const file = await findMediaFile(opts.mediaDir, wildcard);
      if (!file) return sendFailure(reply, { errorCode: ErrorCodes.notFound, message: 'Not found' });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('last-modified', file.mtime.toUTCString())
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file.path));
    });
  };
}
