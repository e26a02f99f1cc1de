import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { HOLD_MESSAGES } from '@encore/domain';
import { useT } from '#app/i18n/use-t.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { useUiStore } from '#app/lib/ui-store.ts';
import type { CartActionResult, CartLine } from '../types.ts';
import { useHoldClock } from './use-hold-clock.ts';
import { cartSyncQueue } from '../sync-queue/use-cart-sync-queue.ts';

interface Expired {
  lines: Array<Pick<CartLine, 'sku' | 'qty'>>;
  eventPath: string | null;
}

/**
 * Watches the cart's hold on every page: near expiry a warning, announced to
 * screen readers, offers more time (WCAG 2.2.1, up to the maximum number of
 * extensions); at expiry the cart is cleared and the 'Your time is up' popup
 * offers to reserve the same tickets again or go back to the event.
 */
export function HoldGuard() {
  const t = useT();
  const lp = useLocalizedPath();
  const navigate = useNavigate();
  const cart = useRootData()?.cart;
  const clock = useHoldClock(cart?.hold);
  const extend = useFetcher<CartActionResult>({ key: 'hold-extend' });
  const clear = useFetcher<CartActionResult>({ key: 'hold-clear' });
  const again = useFetcher<CartActionResult>({ key: 'hold-again' });
  const openMicrocart = useUiStore((s) => s.openMicrocart);
  const closeMicrocart = useUiStore((s) => s.closeMicrocart);
  const [expired, setExpired] = useState<Expired | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hasLines = (cart?.lines.length ?? 0) > 0;

  // At expiry: remember what was held (for 'reserve again'), then clear the cart and release the holds.
  useEffect(() => {
    if (clock.phase !== 'expired' || !hasLines || expired || clear.state !== 'idle') return;
    const lines = cart!.lines.map((l) => ({ sku: l.sku, qty: l.qty }));
    setExpired({ lines, eventPath: cart!.lines[0]?.path ?? null });
    closeMicrocart();
    // Writes still waiting in the offline queue would refill the cleared cart.
    void cartSyncQueue().clearUntransmitted();
    clear.submit({ intent: 'clear', js: '1' }, { method: 'post', action: lp('/cart') });
  }, [clock.phase, hasLines, expired, clear, cart, lp, closeMicrocart]);

  useEffect(() => {
    const d = dialogRef.current;
    if (!d) return;
    if (expired && !d.open) d.showModal();
    if (!expired && d.open) d.close();
  }, [expired]);

  // Each 'reserve again' answer is handled once; the fetcher keeps its last data around.
  const handledAgain = useRef<CartActionResult | undefined>(undefined);
  useEffect(() => {
    if (again.state !== 'idle' || !again.data || handledAgain.current === again.data) return;
    handledAgain.current = again.data;
    if (again.data.ok) {
      setExpired(null);
      openMicrocart();
    }
  }, [again.state, again.data, openMicrocart]);

  const extending = extend.state !== 'idle';
  const extendError = extend.state === 'idle' && extend.data && !extend.data.ok ? extend.data.message : null;
  const againError = expired && again.state === 'idle' && again.data && !again.data.ok ? again.data.message : null;
  const showWarning = hasLines && clock.phase === 'warning' && !expired;
  const ext = cart?.hold?.extensionSeconds ?? 120;

  return (
    <>
      {/* Always in the DOM, so the warning is announced when it appears. */}
      <div className="hold-warning-region" aria-live="assertive" aria-atomic="true">
        {showWarning && (
          <div className="hold-warning" role="group" aria-label={t('cart.hold.warning')} data-testid="hold-warning">
            <p className="hold-warning__text">{t('cart.hold.warning')}</p>
            {clock.canExtend ? (
              <extend.Form method="post" action={lp('/cart')}>
                <input type="hidden" name="intent" value="extend" />
                <input type="hidden" name="js" value="1" />
                <button type="submit" className="button button--small button--primary" disabled={extending}>
                  {ext % 60 === 0 ? t('cart.hold.extend', { minutes: ext / 60 }) : t('cart.hold.extendSeconds', { seconds: ext })}
                </button>
              </extend.Form>
            ) : (
              <p className="hold-warning__text">{t('cart.hold.noMoreTime')}</p>
            )}
            {extendError && (
              <p className="form-error" role="alert">
                {extendError}
              </p>
            )}
          </div>
        )}
      </div>
      <dialog ref={dialogRef} className="time-up" aria-labelledby={titleId} onClose={() => setExpired(null)} data-testid="time-up">
        <h2 id={titleId}>{HOLD_MESSAGES.timeIsUp}</h2>
        <p>{t('cart.hold.released')}</p>
        <p>{HOLD_MESSAGES.clearing}</p>
        {againError && (
          <p className="form-error" role="alert">
            {againError}
          </p>
        )}
        <div className="time-up__actions">
          <again.Form method="post" action={lp('/cart')}>
            <input type="hidden" name="intent" value="reserve-again" />
            <input type="hidden" name="js" value="1" />
            <input type="hidden" name="lines" value={(expired?.lines ?? []).map((l) => `${l.sku}:${l.qty}`).join(',')} />
            <button type="submit" className="button button--primary" disabled={again.state !== 'idle' || clear.state !== 'idle'}>
              {t('cart.hold.reserveAgain')}
            </button>
          </again.Form>
          {expired?.eventPath && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                const path = expired.eventPath!;
                setExpired(null);
                navigate(lp(path));
              }}
            >
              {t('cart.hold.backToEvent')}
            </button>
          )}
        </div>
      </dialog>
    </>
  );
}
