// The storefront host: SSR through React Router's Express adapter, static assets, and a streaming
// forward of /api and /media to the API (see server.js). One process, or one of several under a primary
// (WEB_WORKERS, server/workers.js): then a customer's token refresh, a checkout link's opening and an
// output-cache invalidation go through the primary, so they happen once for the whole shop.
import http from 'node:http';
import https from 'node:https';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const DEV = process.argv.includes('--dev');
const PRODUCTION = process.env.NODE_ENV === 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { createOutputCache, isEnabled } = await import('./output-cache.js');
const { visitorContext, withVisitorToken } = await import('./visitor-context.js');
const { createSessionRefresh, refreshAttemptsFrom } = await import('./session-refresh.js');
const { createCheckoutLink, createLinkOpener } = await import('./checkout-link.js');
const { primaryChannel } = await import('./workers.js');
const { bodyLimit, decodableUrl } = await import('./request-guards.js');
const { parseImageSources, securityHeaders } = await import('./security-headers.js');
const { createShutdown, graceMsFrom } = await import('./shutdown.js');
const { hashedAssets } = await import('./hashed-assets.js');

const PORT = Number.parseInt(process.env.PORT ?? '3000', 10);
const HOST = process.env.HOST ?? '0.0.0.0';
const API_URL = new URL(process.env.API_URL ?? 'http://127.0.0.1:8080');
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const BUILD_DIR = path.join(ROOT, 'build');
const intEnv = (name, fallback) => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
// Set when this host is one of several (WEB_WORKERS): the primary answers what must happen once for all.
const primary = primaryChannel({ invalidate: (tags) => outputCache.drop(tags) });
const outputCache = createOutputCache({
  enabled: isEnabled(process.env.OUTPUT_CACHE ?? (DEV ? 'off' : 'on')),
  ttlSeconds: intEnv('OUTPUT_CACHE_TTL', 86_400),
  maxEntries: intEnv('OUTPUT_CACHE_MAX_ENTRIES', 5000),
  checkIntervalMs: intEnv('OUTPUT_CACHE_CHECK_MS', 1000),
  invalidationKey: process.env.OUTPUT_CACHE_KEY || undefined,
  apiUrl: API_URL,
  nonceOf: (res) => res.locals.cspNonce,
  spread: primary ? (tags) => primary.call('invalidate', tags) : undefined,
});
let imageSources;
try {
  imageSources = parseImageSources(process.env.CSP_IMG_SRC);
} catch (error) {
  console.error(`[storefront] ${error.message}`);
  process.exit(1);
}


const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function stripHopByHop(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) out[name] = value;
  }
  return out;
}

/** Streams the request to API_URL unchanged (method, headers, body) and the answer back (status, headers, body). */
function forwardToApi(req, res) {
  const target = new URL(req.originalUrl, API_URL);
  const headers = withVisitorToken(req.originalUrl, stripHopByHop(req.headers), res.locals.userToken);
  headers.host = target.host;
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = [prior, req.socket.remoteAddress].filter(Boolean).join(', ');

  const transport = target.protocol === 'https:' ? https : http;
  const upstream = transport.request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, stripHopByHop(answer.headers));
    answer.pipe(res);
    answer.on('error', (err) => res.destroy(err));
  });
  upstream.on('error', (err) => {
    if (res.headersSent) {
      res.destroy(err);
      return;
    }
    res.status(502).json({ code: 502, result: { errorCode: 'bad_gateway', message: 'The shop service is unavailable, please try again.' } });
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

// A customer's tokens are refreshed here, one refresh per session at a time (server/session-refresh.js).
const sessionRefresh = createSessionRefresh({
  apiUrl: API_URL,
  maxAttempts: refreshAttemptsFrom(process.env.TOKEN_REFRESH_ATTEMPTS),
  shared: primary ? (refreshToken, forwardedFor) => primary.call('refresh', refreshToken, forwardedFor) : undefined,
});
const openCheckoutLink = primary
  ? (refreshToken, forwardedFor, userAgent) => primary.call('openCheckoutLink', refreshToken, forwardedFor, userAgent)
  : createLinkOpener({ refresh: sessionRefresh.refreshWithoutGrace });

const app = express();
app.disable('x-powered-by');
const server = http.createServer(app);
// SIGTERM lets the requests in flight finish, up to the grace period, before the process exits.
const shutdown = createShutdown(server, { graceMs: graceMsFrom(process.env.SHUTDOWN_GRACE_SECONDS), onStart: () => outputCache.stop() });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown.begin(signal));
app.use(shutdown.middleware);
// The same headers in development, so what the tests see is what production sends (see server/security-headers.js).
app.use(securityHeaders({ production: PRODUCTION, dev: DEV, imageSources, stripe: Boolean(process.env.STRIPE_PUBLISHABLE_KEY?.trim()) }));
// Forward before compression so API streams pass through untouched.
app.use(['/api', '/media'], sessionRefresh.middleware, forwardToApi);
app.use(compression());
app.use(bodyLimit(), decodableUrl());

/** The request's nonce reaches the server entry (app/entry.server.tsx), which puts it on the page's inline scripts. */
const getLoadContext = (_req, res) => ({ cspNonce: res.locals.cspNonce });

// Page rendering (below) goes through the output cache; static files and the API forward above do not.
function mountPages(handler) {
  app.post('/__cache/invalidate', outputCache.invalidationHandler);
  // Before the output cache: a checkout link's tokens are taken out of the URL first.
  app.use(createCheckoutLink({ openOnce: openCheckoutLink }));
  app.use(outputCache.middleware);
  app.use(sessionRefresh.middleware);
  app.use(visitorContext);
  app.use(handler);
  outputCache.start();
}

if (DEV) {
  const vite = await import('vite');
  const viteServer = await vite.createServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' });
  app.use(viteServer.middlewares);
  mountPages(
    createRequestHandler({
      build: () => viteServer.ssrLoadModule('virtual:react-router/server-build'),
      mode: 'development',
      getLoadContext,
    }),
  );
} else {
  const assets = path.join(BUILD_DIR, 'client', 'assets');
  app.use('/assets', hashedAssets(assets));
  // The few files at the build's root (favicon.svg): looked up by name, so a page's address never costs a failed stat.
  const clientDir = path.join(BUILD_DIR, 'client');
  const rootFiles = new Set(readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`));
  const rootStatic = express.static(clientDir, {
    maxAge: '1h',
    index: false,
    setHeaders(res, file) {
      if (file.endsWith('sw.js')) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use((req, res, next) => (rootFiles.has(req.path) ? rootStatic(req, res, next) : next()));
  const build = await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href);
  mountPages(createRequestHandler({ build, mode: 'production', getLoadContext }));
}

server.listen(PORT, HOST, () => {
  const who = primary ? `host ${process.pid} of several` : DEV ? 'dev' : 'production';
  console.log(`Encore storefront on http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${PORT} (${who}), API ${API_URL.origin}, output cache ${outputCache.enabled ? 'on' : 'off'}`);
});
