import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuietTurns } from './quiet-turns.ts';

describe('QuietTurns', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether `promise` has settled, after the microtasks queued so far. */
  async function settled(promise: Promise<void>): Promise<boolean> {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  }

  it('gives a turn at once when no request has come', async () => {
    const turns = new QuietTurns(20, 100);
    expect(await settled(turns.next())).toBe(true);
  });

  it('waits until no request has started for the quiet time', async () => {
    const turns = new QuietTurns(20, 100);
    turns.noteRequest();
    const turn = turns.next();
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(turn)).toBe(false);
    // Another request moves the quiet moment on.
    turns.noteRequest();
    await vi.advanceTimersByTimeAsync(15);
    expect(await settled(turn)).toBe(false);
    await vi.advanceTimersByTimeAsync(5);
    expect(await settled(turn)).toBe(true);
  });

  it('gives a turn after the longest wait while requests keep coming', async () => {
    const turns = new QuietTurns(20, 100);
    turns.noteRequest();
    const turn = turns.next();
    for (let ms = 0; ms < 90; ms += 10) {
      await vi.advanceTimersByTimeAsync(10);
      turns.noteRequest();
    }
    expect(await settled(turn)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(await settled(turn)).toBe(true);
  });
});
