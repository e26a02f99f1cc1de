// Bundles the API into dist/main.js: our code and the workspace packages (@encore/*,
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
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(here, 'dist/main.js'),
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
console.log('built apps/api/dist/main.js');
