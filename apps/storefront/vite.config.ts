import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const API_URL = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    // Used by `react-router dev`; server.js --dev forwards /api and /media itself.
    proxy: { '/api': API_URL, '/media': API_URL },
  },
  build: {
    target: 'es2022',
    rollupOptions: {
      treeshake: {
        // contracts/domain are pure modules (schemas, constants, functions): let the
        // bundler drop what the browser does not use. The one exception sets zod up for the
        // page's Content-Security-Policy, for pages whose code does ship zod.
        moduleSideEffects: (id: string) => /zod-in-the-browser\.ts$/.test(id) || !/[\\/]packages[\\/](contracts|domain)[\\/]src[\\/]/.test(id),
      },
    },
  },
});
