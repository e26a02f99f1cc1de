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

describe('ui store', () => {
  it('a notification without timeout stays; others leave after 5000 ms', async () => {
    const { vi } = await import('vitest');
    const { useUiStore } = await import('./ui-store.ts');
    vi.useFakeTimers();
    vi.stubGlobal('window', globalThis);
    try {
      useUiStore.setState({ notifications: [] });
      useUiStore.getState().notify({ kind: 'info', message: 'stays', noTimeout: true });
      useUiStore.getState().notify({ kind: 'success', message: 'goes' });
      vi.advanceTimersByTime(4999);
      expect(useUiStore.getState().notifications.map((n) => n.message)).toEqual(['stays', 'goes']);
      vi.advanceTimersByTime(1);
      expect(useUiStore.getState().notifications.map((n) => n.message)).toEqual(['stays']);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
  it('microcart edit mode holds productId, qty and selectedOptions, and ends when the microcart closes', async () => {
    const { useUiStore } = await import('./ui-store.ts');
    const s = useUiStore.getState();
    s.startEdit({ productId: 7, qty: 1, selectedOptions: { ticket_category: 'Parkett' } });
    useUiStore.getState().updateEdit({ qty: 3 });
    expect(useUiStore.getState().editing).toEqual({ productId: 7, qty: 3, selectedOptions: { ticket_category: 'Parkett' } });
    useUiStore.getState().closeMicrocart();
    expect(useUiStore.getState().editing).toBeNull();
  });
});
