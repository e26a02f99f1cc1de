import cluster from 'node:cluster';
import { superviseCluster } from '@encore/cluster';

/** How long the workers get to finish their requests after SIGTERM before the primary gives up on them. */
const SHUTDOWN_GRACE_MS = 12_000;

/**
 * The primary of API_WORKERS processes (ADR 0053): forks `count` workers that share the port (Node's
 * cluster hands each new connection to the next worker), starts again one that dies, and passes
 * SIGTERM and SIGINT on so every worker finishes its requests before the primary exits (@encore/cluster).
 * A connection the primary had just handed to a worker that dies is lost with it (the client's timeout
 * ends it). Each worker is a whole API: its own catalogue index, kept fresh from the database as one
 * process's is, so the workers need nothing from each other.
 */
export function runWorkers(count: number, env: Record<string, string>): void {
  superviseCluster({ count, start: () => cluster.fork(env), giveUpAfterMs: SHUTDOWN_GRACE_MS, name: 'API worker' });
}
