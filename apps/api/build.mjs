// Bundles the API into dist/main.js (and its worker thread's code into a file beside it): our code and the workspace packages (@encore/*,
// which export TypeScript sources) are bundled; every npm dependency stays external
// and is loaded from node_modules at run time (native modules such as better-sqlite3 included).
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@encore/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  // The table reader's worker thread is a bundle of its own, found beside main.js (modules/catalog/off-thread/table-reader.ts).
  entryPoints: { main: join(here, 'src/main.ts'), 'catalog-table-reader.worker': join(here, 'src/modules/catalog/off-thread/table-reader.worker.ts') },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
  // Some dependencies still call require(); an ESM bundle has to provide it.
  banner: { js: "import { createRequire as __encoreCreateRequire } from 'node:module'; const require = __encoreCreateRequire(import.meta.url);" },
});
console.log('built apps/api/dist/main.js and its worker');
