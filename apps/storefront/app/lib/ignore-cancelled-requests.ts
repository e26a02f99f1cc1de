/** True for the reason a request ends with when its own page cancelled it (AbortController.abort()). */
export function isCancellation(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'AbortError';
}

/**
 * React Router cancels a revalidation that a newer navigation or submission makes stale. When the cancel
 * lands while an answer's stream is still being read, its decoder rejects a promise nobody awaits, and the
 * browser reports "signal is aborted without reason" as an uncaught error although nothing failed. Such a
 * rejection is a cancellation the page asked for, so it is marked handled; every other stays reported.
 */
export function ignoreCancelledRequests(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isCancellation(event.reason)) event.preventDefault();
  });
}
