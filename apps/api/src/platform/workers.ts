import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after its start is not started again at once (a crash loop). */
const CRASH_LOOP_MS = 5_000;
/** How long the workers get to finish their requests after SIGTERM before the primary gives up on them. */
const SHUTDOWN_GRACE_MS = 12_000;

/**
 * The primary of API_WORKERS processes (ADR 0053): forks `count` workers that share the port (Node's
 * cluster hands each new connection to the next worker), starts again one that dies, and passes
 * SIGTERM and SIGINT on so every worker finishes its requests before the primary exits. A connection
 * the primary had just handed to a worker that dies is lost with it (the client's timeout ends it). Each worker
 * is a whole API: its own catalogue index, kept fresh from the database as one process's is, so the
 * workers need nothing from each other.
 */
export function runWorkers(count: number, env: Record<string, string>): void {
  let stopping = false;
  // The live workers by id, with when each started. Kept here because cluster.workers drops a worker
  // only once its channel has closed too, which can come after its 'exit'.
  const live = new Map<number, { worker: Worker; startedAt: number }>();

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    live.set(worker.id, { worker, startedAt: Date.now() });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (live.get(worker.id)?.startedAt ?? 0);
    live.delete(worker.id);
    if (stopping) {
      if (live.size === 0) process.exit(0);
      return;
    }
    console.error(`API worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    setTimeout(fork, lived < CRASH_LOOP_MS ? CRASH_LOOP_MS : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (live.size === 0) process.exit(0);
    for (const { worker } of live.values()) worker.process.kill(signal);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) fork();
}
