import type { FastifyBaseLogger } from 'fastify';
import type { HoldService } from './hold.service.ts';

/**
 * Releases expired holds for good at a fixed interval. Correctness never waits
 * for it (expiry is judged by the clock on every read); it only keeps the
 * counters and carts tidy. Every API process may run it: each cart's expiry is
 * claimed by one conditional delete.
 */
export function startHoldCleanup(holds: HoldService, everySeconds: number, log: FastifyBaseLogger): () => void {
  if (everySeconds <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    holds
      .cleanup()
      .then((n) => n > 0 && log.info({ carts: n }, 'expired ticket holds released'))
      .catch((err: unknown) => log.error({ err }, 'hold cleanup failed'))
      .finally(() => {
        running = false;
      });
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
