/** A search running past one second answers what it has, without facets, flagged timed_out. */
export const SERVER_TIMEOUT_MS = 1000;

/**
 * The time one search may take, checked inside its loops (every word expanded for typos or
 * prefixes) so an expensive query stops at the limit instead of finishing late. `now` is a
 * monotonic clock in milliseconds; tests pass their own.
 */
export class SearchBudget {
  private spent = false;

  constructor(
    readonly startedAt: number,
    private readonly now: () => number = () => performance.now(),
    private readonly limitMs: number = SERVER_TIMEOUT_MS,
  ) {}

  /** Whether the limit has passed; once it has, it stays passed. */
  over(): boolean {
    if (!this.spent && this.now() - this.startedAt > this.limitMs) this.spent = true;
    return this.spent;
  }
}
