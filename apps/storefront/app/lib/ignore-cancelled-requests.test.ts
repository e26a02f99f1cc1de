import { describe, expect, it } from 'vitest';
import { ignoreCancelledRequests, isCancellation } from './ignore-cancelled-requests.ts';

/** A rejection event as a browser dispatches it (Node has no PromiseRejectionEvent). */
function rejection(reason: unknown): PromiseRejectionEvent {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & { reason: unknown };
  event.reason = reason;
  return event as unknown as PromiseRejectionEvent;
}

describe('cancelled requests', () => {
  it('counts an aborted signal as a cancellation, and nothing else', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isCancellation(controller.signal.reason)).toBe(true);
    expect(isCancellation(new DOMException('stopped', 'AbortError'))).toBe(true);
    expect(isCancellation(AbortSignal.timeout(0).reason)).toBe(false);
    expect(isCancellation(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCancellation('AbortError')).toBe(false);
    expect(isCancellation(undefined)).toBe(false);
  });

  it('marks an unawaited cancellation handled and leaves every other rejection reported', () => {
    const target = new EventTarget();
    ignoreCancelledRequests(target as unknown as Window);
    const controller = new AbortController();
    controller.abort();
    const cancelled = rejection(controller.signal.reason);
    target.dispatchEvent(cancelled);
    expect(cancelled.defaultPrevented).toBe(true);
    const failed = rejection(new Error('render-list answered 500'));
    target.dispatchEvent(failed);
    expect(failed.defaultPrevented).toBe(false);
  });
});
