import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module of the storefront host
import { createChannel, workerCountFrom } from './workers.js';

type Channel = { call: (name: string, ...args: unknown[]) => Promise<unknown>; receive: (message: unknown) => boolean; close: (reason: string) => void };

/** Two channels wired to each other, as the primary and a host are over the cluster's messages. */
function pair(primaryHandlers: Record<string, (...args: never[]) => unknown>, hostHandlers: Record<string, (...args: never[]) => unknown> = {}) {
  const sides: { primary?: Channel; host?: Channel } = {};
  // Messages cross asynchronously and as copies, as process.send delivers them.
  const deliver = (to: () => Channel | undefined) => (message: unknown) => setImmediate(() => to()?.receive(structuredClone(message)));
  sides.primary = createChannel(deliver(() => sides.host), primaryHandlers) as Channel;
  sides.host = createChannel(deliver(() => sides.primary), hostHandlers) as Channel;
  return sides as { primary: Channel; host: Channel };
}

describe('WEB_WORKERS', () => {
  it('is one process unless asked, one per core for auto, and refuses what it cannot use', () => {
    expect(workerCountFrom(undefined, 2)).toEqual({ count: 1 });
    expect(workerCountFrom('', 2)).toEqual({ count: 1 });
    expect(workerCountFrom('1', 8)).toEqual({ count: 1 });
    expect(workerCountFrom('auto', 2)).toEqual({ count: 2 });
    expect(workerCountFrom(' 3 ', 2)).toEqual({ count: 3 });
    for (const bad of ['0', '-2', '1.5', '65', 'two', 'auto2']) expect(workerCountFrom(bad, 2)).toEqual({ error: `WEB_WORKERS must be 'auto' or a whole number from 1 to 64, not '${bad}'` });
  });
});

describe('the channel between the primary and a host', () => {
  it('answers a call with the value of the named handler on the other side, each call its own answer', async () => {
    const { host } = pair({ refresh: async (token: string, address: string) => ({ ok: true, accessToken: `a-${token}`, refreshToken: `r-${token}`, address }) });
    const [one, two] = await Promise.all([host.call('refresh', 'x', '10.0.0.1'), host.call('refresh', 'y', '10.0.0.2')]);
    expect(one).toEqual({ ok: true, accessToken: 'a-x', refreshToken: 'r-x', address: '10.0.0.1' });
    expect(two).toEqual({ ok: true, accessToken: 'a-y', refreshToken: 'r-y', address: '10.0.0.2' });
  });

  it('works both ways: the primary calls a host too', async () => {
    const dropped: string[][] = [];
    const { primary } = pair({}, { invalidate: (tags: string[]) => (dropped.push(tags), 3) });
    expect(await primary.call('invalidate', ['P1', 'C2'])).toBe(3);
    expect(dropped).toEqual([['P1', 'C2']]);
  });

  it('turns a failing handler and an unknown name into a rejected call, not a hang', async () => {
    const { host } = pair({
      broken: () => {
        throw new Error('the API is down');
      },
    });
    await expect(host.call('broken')).rejects.toThrow('the API is down');
    await expect(host.call('nothing')).rejects.toThrow('unknown call nothing');
    await expect(host.call('toString')).rejects.toThrow('unknown call toString');
  });

  it('ends the calls still waiting when the other side has gone', async () => {
    const { host } = pair({ slow: () => new Promise(() => {}) });
    const waiting = host.call('slow');
    host.close('the primary has gone');
    await expect(waiting).rejects.toThrow('the primary has gone');
  });

  it('leaves messages that are not its own to others', () => {
    const channel = createChannel(() => {}, {}) as Channel;
    expect(channel.receive({ cmd: 'NODE_CLUSTER' })).toBe(false);
    expect(channel.receive('text')).toBe(false);
    expect(channel.receive(null)).toBe(false);
  });
});
