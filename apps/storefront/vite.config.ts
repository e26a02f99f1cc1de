import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { brotliAssets } from './build-config/brotli-assets.ts';
import { clientChunkGroups } from './build-config/client-chunks.ts';
import { precompiledMessages } from './build-config/precompiled-messages.ts';

const API_URL = process.env.API_URL ?? 'http://127.0.0.1:8080';
const ROUTER_DIST = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

/**
 * - A built shop's messages are all compiled (precompiled-messages.ts): the browser needs no ICU parser.
 * - React Router's package only exports its development build (react-router#14102), warnings and
 *   checks included. The browser gets its production build instead, which the package ships beside it.
 *   The server build keeps importing the package: the production host points every import of it, the
 *   Express adapter's included, at the same build (server/production-router-hooks.js), since two copies
 *   in one process would not recognise each other's objects.
 */
function buildAliases(ssr: boolean) {
  const aliases = [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }];
  if (ssr) return aliases;
  return [
    ...aliases,
    { find: /^react-router$/, replacement: join(ROUTER_DIST, 'production', 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(ROUTER_DIST, 'production', 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [...(command === 'build' ? [precompiledMessages()] : []), reactRouter(), brotliAssets()],
  resolve: command === 'build' ? { alias: buildAliases(isSsrBuild === true) } : {},
  server: {
    // Used by `react-router dev`; server.js --dev forwards /api and /media itself.
    proxy: { '/api': API_URL, '/media': API_URL },
  },
  build: {
    target: 'es2022',
    // The client manifest stays in the build: the server reads it to preload the store's message catalogue (ADR 0051).
    manifest: true,
    rollupOptions: {
      // Only what browsers download is grouped (ADR 0056); the server build is left as the bundler cuts it.
      output: isSsrBuild ? {} : { codeSplitting: { groups: clientChunkGroups } },
      treeshake: {
        // contracts/domain are pure modules (schemas, constants, functions): let the bundler
        // drop what the browser does not use. Browser code imports only their schema-free
        // modules (texts, codes, rules), so no page ships zod (ADR 0052).
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/](contracts|domain)[\\/]src[\\/]/.test(id),
      },
    },
  },
}));
