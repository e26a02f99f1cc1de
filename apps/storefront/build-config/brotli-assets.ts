import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

/**
 * Writes a brotli copy (`name.js.br`) beside each script and style sheet of the browser build, at the
 * highest quality: the host sends it as it is (server/precompressed-assets.js), about a seventh
 * smaller than what it could afford to compress per request, and without the work. React Router writes
 * its route manifest (`assets/manifest-*.js`, every route's module list) into the browser build while
 * the server build runs, so that file gets its copy once the server build is written.
 */
export function brotliAssets(): Plugin {
  return {
    name: 'encore:brotli-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client' || environment.name === 'ssr',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      if (this.environment.name === 'client') {
        await Promise.all(Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name)).map((name) => packFile(join(dir, name))));
        return;
      }
      const assets = join(dir, '..', 'client', 'assets');
      const names = await readdir(assets).catch(() => []);
      await Promise.all(names.filter((name) => /^manifest-[\w-]+\.js$/.test(name)).map((name) => packFile(join(assets, name))));
    },
  };
}

async function packFile(file: string): Promise<void> {
  const source = await readFile(file);
  const packed = await compress(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
  await writeFile(`${file}.br`, packed);
}
