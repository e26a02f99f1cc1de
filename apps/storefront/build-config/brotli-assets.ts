import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

/**
 * Writes a brotli copy (`name.js.br`) beside each script and style sheet of the browser build, at the
 * highest quality: the host sends it as it is (server/precompressed-assets.js), about a seventh
 * smaller than what it could afford to compress per request, and without the work.
 */
export function brotliAssets(): Plugin {
  return {
    name: 'encore:brotli-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const files = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const source = await readFile(join(dir, name));
          const packed = await compress(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
          await writeFile(join(dir, `${name}.br`), packed);
        }),
      );
    },
  };
}
