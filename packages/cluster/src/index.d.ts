import type { Worker } from 'node:cluster';

export interface SuperviseOptions {
  /** How many processes run at once. */
  count: number;
  /** Forks one process (`cluster.fork(...)`), wiring up whatever it needs. */
  start: () => Worker;
  /** After SIGTERM or SIGINT, how long the primary waits for its processes before it exits with code 1. */
  giveUpAfterMs: number;
  /** Starts the line logged when a process exits unexpectedly, e.g. `API worker`. */
  name: string;
  /** Told of each process that has gone, before another is started. */
  ended?: (worker: Worker) => void;
  log?: (message: string) => void;
}

export function superviseCluster(options: SuperviseOptions): void;
