/** First retry after this long; each further failure doubles it. */
const BASE_MS = 10_000;
/** A failing job is still tried at least this often. */
const MAX_MS = 60 * 60_000;

/** How long a job waits before its next try after its `attempts`-th failed one (exponential, capped). */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, attempts - 1));
}
