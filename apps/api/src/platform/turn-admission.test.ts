import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installTurnAdmission } from './turn-admission.ts';

describe('turn admission', () => {
  it('starts at most a turn’s share of the waiting requests per turn of the event loop, in arrival order', async () => {
    const app = Fastify();
    installTurnAdmission(app, 4);
    // A clock of event-loop turns: ticks once per check phase while the test runs.
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const started: Array<{ i: number; turn: number }> = [];
    app.get('/work', async (request) => {
      const i = Number((request.query as { i: string }).i);
      started.push({ i, turn });
      return { i };
    });
    await app.ready();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => app.inject({ method: 'GET', url: `/work?i=${i}` })));
    ticking = false;
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(started.map((s) => s.i)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const perTurn = new Map<number, number>();
    for (const s of started) perTurn.set(s.turn, (perTurn.get(s.turn) ?? 0) + 1);
    // Four let on as requests arrive and four more in the turn's check phase, at most.
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(8);
    expect(perTurn.size).toBeGreaterThanOrEqual(5);
    await app.close();
  });

  it('lets a lone request on at once', async () => {
    const app = Fastify();
    installTurnAdmission(app);
    app.get('/one', async () => ({ ok: true }));
    const answer = await app.inject({ method: 'GET', url: '/one' });
    expect(answer.json()).toEqual({ ok: true });
    await app.close();
  });
});
