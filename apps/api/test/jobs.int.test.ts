import { describe, expect, it } from 'vitest';
import { JobRunner } from '../src/platform/jobs/job-runner.ts';
import { claimJob, enqueueJob } from '../src/platform/jobs/job-store.ts';
import { dbAvailable, useApi, type TestApi } from './harness.ts';

const quiet = { error: () => undefined, warn: () => undefined };
const at = (iso: string) => ({ now: () => new Date(iso) });
const jobRow = (api: TestApi, id: string) => api.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();

describe.skipIf(!dbAvailable)('durable jobs', () => {
  const api = useApi({ env: { JOB_POLL_INTERVAL_MS: '0' } });

  it('a due job is claimed by one runner under a lease; once the lease runs out another may claim it', async () => {
    const t0 = new Date('2030-01-01T00:00:00.000Z');
    const id = await enqueueJob(api.db, { kind: 'lease-test', payload: { n: 1 }, runAt: t0 }, t0);
    // Not yet due a second before.
    expect(await claimJob(api.db, 'a', new Date(t0.getTime() - 1000), 60_000)).toBeUndefined();
    const first = await claimJob(api.db, 'a', t0, 60_000);
    expect(first).toEqual({ id, kind: 'lease-test', payload: { n: 1 }, attempts: 1 });
    expect(await claimJob(api.db, 'b', new Date(t0.getTime() + 59_000), 60_000)).toBeUndefined();
    const second = await claimJob(api.db, 'b', new Date(t0.getTime() + 60_000), 60_000);
    expect(second).toMatchObject({ id, attempts: 2 });
    expect(await jobRow(api, id)).toMatchObject({ locked_by: 'b', locked_until: '2030-01-01T00:02:00.000Z' });
    await api.db.deleteFrom('job').where('id', '=', id).execute();
  });

  it('a failing job is retried with exponential backoff and deleted once it succeeds', async () => {
    let now = '2030-02-01T00:00:00.000Z';
    const runner = new JobRunner(api.db, { now: () => new Date(now) }, quiet);
    let calls = 0;
    runner.register('flaky', {
      run: async () => {
        calls += 1;
        if (calls < 3) throw new Error(`boom ${calls}`);
      },
    });
    const id = await enqueueJob(api.db, { kind: 'flaky', runAt: new Date(now) }, new Date(now));

    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(api, id)).toMatchObject({ attempts: 1, last_error: 'boom 1', run_at: '2030-02-01T00:00:10.000Z', locked_by: null, locked_until: null });
    expect(await runner.runDue()).toBe(0);
    now = '2030-02-01T00:00:10.000Z';
    expect(await runner.runDue()).toBe(1);
    expect(await jobRow(api, id)).toMatchObject({ attempts: 2, last_error: 'boom 2', run_at: '2030-02-01T00:00:30.000Z' });
    now = '2030-02-01T00:00:30.000Z';
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(3);
    expect(await jobRow(api, id)).toBeUndefined();
  });

  it('a recurring job reschedules itself instead of going away', async () => {
    const runner = new JobRunner(api.db, at('2030-03-01T00:00:00.000Z'), quiet);
    let runs = 0;
    runner.register('every-minute', { everyMs: 60_000, run: async () => void runs++ });
    await runner.ensureRecurring('every-minute');
    await runner.ensureRecurring('every-minute');
    expect(await runner.runDue()).toBe(1);
    expect(runs).toBe(1);
    const rows = await api.db.selectFrom('job').select(['id', 'run_at', 'attempts', 'locked_by']).where('kind', '=', 'every-minute').execute();
    expect(rows).toEqual([{ id: 'recurring:every-minute', run_at: '2030-03-01T00:01:00.000Z', attempts: 0, locked_by: null }]);
    await api.db.deleteFrom('job').where('kind', '=', 'every-minute').execute();
  });

  it('two runners working the same table never run one job twice', async () => {
    const clock = at('2030-04-01T00:00:00.000Z');
    const ran: string[] = [];
    const runners = [new JobRunner(api.db, clock, quiet), new JobRunner(api.db, clock, quiet)];
    for (const r of runners) r.register('once', { run: async (payload) => void ran.push(String((payload as { n: number }).n)) });
    for (let n = 0; n < 40; n++) await enqueueJob(api.db, { kind: 'once', payload: { n }, runAt: clock.now() }, clock.now());
    const [a, b] = await Promise.all(runners.map((r) => r.runDue()));
    expect(a! + b!).toBe(40);
    expect(ran).toHaveLength(40);
    expect(new Set(ran).size).toBe(40);
    expect(await api.db.selectFrom('job').select('id').where('kind', '=', 'once').execute()).toEqual([]);
  });

  it('stop waits for the job in hand', async () => {
    const runner = new JobRunner(api.db, at('2030-05-01T00:00:00.000Z'), quiet);
    let finished = false;
    runner.register('slow', {
      run: async () => {
        await new Promise((r) => setTimeout(r, 150));
        finished = true;
      },
    });
    await enqueueJob(api.db, { kind: 'slow', runAt: new Date('2030-05-01T00:00:00.000Z') }, new Date());
    runner.start(10);
    await new Promise((r) => setTimeout(r, 50));
    await runner.stop();
    expect(finished).toBe(true);
  });
});
