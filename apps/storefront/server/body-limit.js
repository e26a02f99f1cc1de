// The largest request body a page may be sent (the cart and checkout forms are a few hundred bytes).
// A larger one is refused with 413 from its Content-Length before React Router reads a byte; the
// actions read at most as much themselves, which also covers bodies sent without a length.
// Plain ESM so that server.js can load it without a build.

/** Must equal MAX_FORM_BYTES of the contracts (a unit test checks it). */
export const PAGE_BODY_LIMIT = 64 * 1024;

/** Express middleware: 413 with a short text for a declared body over `maxBytes`. */
export function bodyLimit(maxBytes = PAGE_BODY_LIMIT) {
  return (req, res, next) => {
    const declared = Number.parseInt(req.headers['content-length'] ?? '', 10);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.status(413).type('text/plain; charset=utf-8').send(`The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`);
      return;
    }
    next();
  };
}
