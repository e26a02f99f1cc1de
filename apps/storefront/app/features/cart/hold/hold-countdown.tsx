import { formatCountdown } from '@encore/domain';
import { useT } from '#app/i18n/use-t.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useHoldClock } from './use-hold-clock.ts';

/**
 * The visible countdown of the cart's hold (microcart and checkout). role=timer
 * is not announced on every tick; the warning near expiry is (HoldGuard).
 */
export function HoldCountdown() {
  const t = useT();
  const cart = useRootData()?.cart;
  const { remaining, phase } = useHoldClock(cart?.hold);
  if (cart?.holdError) {
    return (
      <p className="hold-countdown hold-countdown--error" role="alert" data-testid="hold-error">
        {cart.holdError}
      </p>
    );
  }
  if (remaining === null || !cart?.lines.length) return null;
  return (
    <p className={`hold-countdown${phase === 'warning' ? ' hold-countdown--warning' : ''}`} data-testid="hold-countdown">
      <span>{t('cart.hold.remaining')}</span>{' '}
      <strong role="timer" aria-atomic="true">
        {formatCountdown(remaining)}
      </strong>
    </p>
  );
}
