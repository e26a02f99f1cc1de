import { describe, expect, it } from 'vitest';
import { appendNotification } from './ui-store.ts';

describe('notifications', () => {
  it('skips an identical consecutive message', () => {
    const a = appendNotification([], { kind: 'success', message: 'x' }, 1);
    expect(appendNotification(a, { kind: 'success', message: 'x' }, 2)).toHaveLength(1);
    expect(appendNotification(a, { kind: 'success', message: 'y' }, 2)).toHaveLength(2);
  });
  it('keeps at most three', () => {
    let l = appendNotification([], { kind: 'info', message: '1' }, 1);
    for (const m of ['2', '3', '4']) l = appendNotification(l, { kind: 'info', message: m }, Number(m));
    expect(l.map((n) => n.message)).toEqual(['2', '3', '4']);
  });
});
