// Supervision of the processes Node's cluster forks on one port, shared by the API (API_WORKERS,
// ADR 0053) and the storefront host (WEB_WORKERS, ADR 0059). Plain JavaScript with its types beside it,
// so the storefront's host loads it without a build and the API's bundle takes it in like its other
// workspace packages.
import cluster from 'node:cluster';

/** A process that dies sooner than this after its start is not started again at once (a crash loop). */
const CRASH_LOOP_MS = 5_000;

/**
 * Starts `count` processes with `start` (each a `cluster.fork()`), starts another when one dies (after a
 * pause when it died young, so a crash does not loop), and on SIGTERM or SIGINT passes the signal on and
 * exits once every process has finished, or after `giveUpAfterMs` with exit code 1. `ended` is told of
 * each process that has gone; `name` starts the line logged for an unexpected exit.
 * @param {import('./index.d.ts').SuperviseOptions} options
 */
export function superviseCluster({ count, start, giveUpAfterMs, name, ended, log = console.error }) {
  let stopping = false;
  // The live processes by id, with when each started. Kept here because cluster.workers drops a worker
  // only once its channel has closed too, which can come after its 'exit'.
  const live = new Map();

  const fork = () => {
    const worker = start();
    live.set(worker.id, { worker, startedAt: Date.now() });
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (live.get(worker.id)?.startedAt ?? 0);
    live.delete(worker.id);
    ended?.(worker);
    if (stopping) {
      if (live.size === 0) process.exit(0);
      return;
    }
    log(`${name} ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, lived < CRASH_LOOP_MS ? CRASH_LOOP_MS : 0);
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    if (live.size === 0) process.exit(0);
    for (const { worker } of live.values()) worker.process.kill(signal);
    setTimeout(() => process.exit(1), giveUpAfterMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) fork();
}
