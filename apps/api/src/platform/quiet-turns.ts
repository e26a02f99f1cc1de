import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** No request started for this long: the process counts as quiet. */
export const QUIET_MS = 20;
/** Background work waits at most this long for a quiet moment, so it still moves under a load that never pauses. */
export const MAX_QUIET_WAIT_MS = 100;

/**
 * Turns for work nobody waits on (the catalogue's signatures for the next import, ADR 0080): a turn
 * comes when no request has started for QUIET_MS, or after MAX_QUIET_WAIT_MS at the latest. Slices
 * run between requests on the next turn of the event loop took a tenth of the API's time while a
 * burst of searches was answered at 100,000 events, and every slice held the queued requests up.
 * Waiting for a pause puts that work after the burst, and a slice of a few milliseconds at most every
 * tenth of a second leaves it a few per cent of a process that is never idle.
 */
export class QuietTurns {
  private lastRequestAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly quietMs = QUIET_MS,
    private readonly maxWaitMs = MAX_QUIET_WAIT_MS,
  ) {}

  /** A request started now. */
  noteRequest(): void {
    this.lastRequestAt = performance.now();
  }

  /**
   * Resolves on the first quiet moment, or once `maxWaitMs` have passed; always on a later turn of the
   * event loop, so what came in meanwhile is served first.
   */
  async next(): Promise<void> {
    const giveUpAt = performance.now() + this.maxWaitMs;
    await setImmediate();
    for (;;) {
      const now = performance.now();
      const quietAt = this.lastRequestAt + this.quietMs;
      if (now >= quietAt || now >= giveUpAt) return;
      await new Promise((resolve) => setTimeout(resolve, Math.min(quietAt, giveUpAt) - now));
    }
  }
}

/** Quiet turns told of every request the app takes. */
export function installQuietTurns(app: FastifyInstance): QuietTurns {
  const turns = new QuietTurns();
  app.addHook('onRequest', (_request, _reply, done) => {
    turns.noteRequest();
    done();
  });
  return turns;
}
