// Guards in front of the pages, so that bad requests are answered 4xx before React Router sees them.
// Plain ESM so that server.js can load it without a build.
//
// - A body larger than the pages take (the cart and checkout forms are a few hundred bytes) is
//   refused with 413 from its Content-Length, before a byte of it is read; the actions read at most
//   as much themselves, which also covers bodies sent without a length.
// - An address whose path or query holds a % that does not decode is refused with 400.

/** Must equal MAX_FORM_BYTES of the contracts (a unit test checks it). */
export const PAGE_BODY_LIMIT = 64 * 1024;

function refuse(res, status, text) {
  res.status(status).type('text/plain; charset=utf-8').send(text);
}

/** Express middleware: 413 for a declared body over `maxBytes`. */
export function bodyLimit(maxBytes = PAGE_BODY_LIMIT) {
  return (req, res, next) => {
    const declared = Number.parseInt(req.headers['content-length'] ?? '', 10);
    if (Number.isFinite(declared) && declared > maxBytes) return refuse(res, 413, `The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`);
    next();
  };
}

function decodes(text) {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether every part of a path and query decodes (`%E0%A4%A` or a lone `%` does not). */
export function isDecodableUrl(url) {
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  return decodes(path) && query.split('&').every((pair) => decodes(pair.replace(/\+/g, ' ')));
}

/** Express middleware: 400 for an address with a % that does not decode. */
export function decodableUrl() {
  return (req, res, next) => {
    if (!isDecodableUrl(req.originalUrl)) return refuse(res, 400, 'The address holds a % that does not decode.');
    next();
  };
}
