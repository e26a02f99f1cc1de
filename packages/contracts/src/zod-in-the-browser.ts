import { config } from 'zod';

// Zod compiles its object parsers with `new Function` after probing whether eval is allowed. The shop's
// Content-Security-Policy forbids eval in the browser, so the probe alone raises a CSP violation report;
// there the parsers run uncompiled (the forms they check are small). The storefront imports this module
// first thing on every page; servers keep the compiled parsers.
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') config({ jitless: true });
