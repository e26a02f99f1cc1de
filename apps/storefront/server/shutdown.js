// Graceful shutdown of the storefront host: on SIGTERM (or SIGINT) it stops accepting connections,
// lets the requests in flight finish (a checkout that is being paid must not be cut off), closes
// keep-alive connections as soon as they are idle and exits 0 once none is left. Requests still
// running after the grace period are cut and the process exits 1. Plain ESM so that server.js can
// load it without a build.

/**
 * @param {import('node:http').Server} server
 * @param {{ graceMs: number, log?: (msg: string) => void, exit?: (code: number) => void, onStart?: () => void }} options
 */
export function createShutdown(server, { graceMs, log = (msg) => console.log(msg), exit = (code) => process.exit(code), onStart = () => {} }) {
  let closing = false;
  let inFlight = 0;

  /** Express middleware, mounted first: counts requests, and refuses new ones on a kept-alive connection once closing. */
  function middleware(req, res, next) {
    if (closing) {
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', '5');
      res.status(503).type('text/plain; charset=utf-8').send('The shop is restarting. Please try again in a moment.');
      return;
    }
    inFlight++;
    res.once('close', () => {
      inFlight--;
    });
    // A request that is answered after shutdown began closes its connection behind it.
    res.once('finish', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
    next();
  }

  /** Starts the shutdown; a second signal while it runs changes nothing (a launcher may relay the same Ctrl-C). */
  function begin(signal) {
    if (closing) return;
    closing = true;
    log(`[shutdown] ${signal}: finishing ${inFlight} request(s) in flight, for at most ${Math.round(graceMs / 1000)} s`);
    onStart();
    let finished = false;
    // A connection kept alive after its last answer counts as open until it is closed.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      log(`[shutdown] grace period over: cutting ${inFlight} request(s) still running`);
      finish(1);
      server.closeAllConnections();
    }, graceMs);
    function finish(code) {
      if (finished) return;
      finished = true;
      clearInterval(sweep);
      clearTimeout(deadline);
      exit(code);
    }
    server.close(() => {
      if (!finished) log('[shutdown] all requests finished');
      finish(0);
    });
    server.closeIdleConnections();
  }

  return { middleware, begin, get closing() { return closing; } };
}

/** SHUTDOWN_GRACE_SECONDS (default 25): how long requests in flight may take to finish after SIGTERM. */
export function graceMsFrom(value, fallbackSeconds = 25) {
  const seconds = Number.parseFloat(String(value ?? ''));
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : fallbackSeconds) * 1000;
}
