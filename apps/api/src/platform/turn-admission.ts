import type { FastifyInstance } from 'fastify';

/** Requests let on per turn of the event loop; the rest wait for the next turns, in arrival order. */
export const REQUESTS_PER_TURN = 16;

/**
 * Spreads request handling over turns of the event loop. Node accepts one new connection per turn
 * (libuv 1.46), and a turn runs every request it read: on SQLite a hold runs to its commit within the
 * turn, so under an on-sale's load a turn lasted hundreds of milliseconds and a thousand connections
 * opened at once waited up to a minute to be accepted, some never answered (ADR 0062). Here a turn
 * lets on at most REQUESTS_PER_TURN requests and leaves the rest queued for the next turns, so turns
 * stay short, new connections are accepted between them, and requests still start in arrival order.
 */
export function installTurnAdmission(app: FastifyInstance, perTurn = REQUESTS_PER_TURN): void {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  let admittedThisTurn = 0;
  const nextTurn = () => {
    admittedThisTurn = 0;
    scheduled = false;
    for (let i = 0; i < perTurn && waiting.length > 0; i++) {
      admittedThisTurn += 1;
      waiting.shift()!();
    }
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(nextTurn);
  };
  app.addHook('onRequest', (_request, _reply, done) => {
    if (waiting.length === 0 && admittedThisTurn < perTurn) {
      admittedThisTurn += 1;
      // The count starts again in the next turn.
      schedule();
      done();
      return;
    }
    waiting.push(done);
    schedule();
  });
}
