// Security headers of every answer of the storefront host (helmet), with a Content Security Policy
// whose scripts need a nonce made fresh for each request. Plain ESM so that server.js can load it
// without a build.
//
// - Scripts run only from the shop's own origin, or inline with this request's nonce (React Router
//   and React put it on every inline script they write); nothing is evaluated from strings.
// - Styles come from the shop's own style sheets, or inline with this request's nonce (the sheet the
//   server writes into each page's head); no style attributes.
// - Images come from the shop's origin and the CDNs named in CSP_IMG_SRC, nothing else.
// - Only the Spotify and YouTube players of artist pages may be framed, and nobody may frame the shop.
// - Strict-Transport-Security is sent in production only, so a development host on plain HTTP is never pinned.
import { randomBytes } from 'node:crypto';
import helmet from 'helmet';

/**
 * Stripe.js must be loaded from Stripe (it cannot be bundled): with a publishable key configured, its
 * script, its frames (card fields, 3-D Secure) and its API join the policy; without one they stay out.
 */
export const STRIPE_SOURCES = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] };

/** Players the artist pages frame (their embed URLs are built in app/features/places/embed-url.ts). */
export const EMBED_FRAME_SOURCES = ['https://open.spotify.com', 'https://www.youtube-nocookie.com'];

// A CDN origin (https only), optionally with a path; no quotes, separators or keywords can slip into the header.
const HOST_SOURCE = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?(\/[A-Za-z0-9._~%!$&()*+=:@/-]*)?$/i;

/** Image CDNs from CSP_IMG_SRC (space or comma separated https origins); anything else stops the start with a reason. */
export function parseImageSources(value) {
  const sources = String(value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of sources) {
    if (!HOST_SOURCE.test(source)) throw new Error(`CSP_IMG_SRC: "${source}" is not an https origin such as https://cdn.example.com`);
  }
  return sources;
}

/** A fresh nonce: 18 random bytes, base64url (24 characters). */
export function createNonce() {
  return randomBytes(18).toString('base64url');
}

/**
 * The policy's directives for helmet. `nonce` reads the request's nonce. In development Vite's
 * client injects the style sheets it hot-reloads as <style> elements and talks to its own
 * WebSocket, so development alone allows inline styles and ws: connections.
 */
export function cspDirectives({ nonce, imageSources = [], dev = false, stripe = false }) {
  const payments = stripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [] };
  const nonceSource = (req, res) => `'nonce-${nonce(req, res)}'`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", nonceSource, ...payments.script],
    'script-src-attr': ["'none'"],
    // A built page carries the shop's style sheet in its head under the request's nonce (app/lib/inline-styles.tsx).
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonceSource],
    'img-src': ["'self'", ...imageSources],
    'font-src': ["'self'"],
    'connect-src': [...(dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...payments.connect],
    'frame-src': [...EMBED_FRAME_SOURCES, ...payments.frame],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

// The door's scanner page (in any store) is the one page that may use the camera, and only itself.
const CAMERA_PAGE = /^\/(?:[a-z]{2}\/)?check-in(?:\.data)?\/?$/;

/** The Permissions-Policy of a page: no camera, microphone or location anywhere but the camera on the scanner page. */
export function permissionsPolicy(path) {
  return `camera=(${CAMERA_PAGE.test(path) ? 'self' : ''}), microphone=(), geolocation=(), payment=(self)`;
}

/**
 * Express middleware: gives the request a nonce in `res.locals.cspNonce` and sets the security headers.
 * @param {{ production: boolean, dev?: boolean, imageSources?: string[], stripe?: boolean }} options
 */
export function securityHeaders({ production, dev = false, imageSources = [], stripe = false }) {
  const nonce = (_req, res) => res.locals.cspNonce;
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ nonce, imageSources, dev, stripe }) },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Images and scripts are only ever used by the shop's own pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  return (req, res, next) => {
    res.locals.cspNonce = createNonce();
    res.setHeader('Permissions-Policy', permissionsPolicy(req.path));
    headers(req, res, next);
  };
}

/**
 * Headers that only mean something on a document (what it may run, frame, open or send as referrer).
 * A script or style sheet of the build is never a document, and on HTTP/1.1 each of the fifteen or so
 * files of a first visit would carry them again, about 0.6 KB a file.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** For the static handler of the build's hashed scripts and style sheets: keeps nosniff, the resource policy and HSTS. */
export function withoutDocumentHeaders(res) {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
