import { useId } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '#app/i18n/use-t.ts';
import { useFormat } from '#app/lib/format.ts';
import { useLocalizedPath } from '#app/lib/link.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import type { CartActionResult } from './types.ts';

/**
 * Apply or remove a coupon. The server decides (validity, limits, minimum
 * subtotal) and answers the totals; a refused code shows the server's message.
 */
export function CouponForm() {
  const t = useT();
  const fmt = useFormat();
  const lp = useLocalizedPath();
  const id = useId();
  const cart = useRootData()?.cart;
  const apply = useFetcher<CartActionResult>({ key: 'coupon-apply' });
  const remove = useFetcher<CartActionResult>({ key: 'coupon-remove' });
  const coupon = cart?.coupon ?? null;
  const error = apply.state === 'idle' && apply.data && !apply.data.ok ? apply.data.message : remove.state === 'idle' && remove.data && !remove.data.ok ? remove.data.message : null;
  const errorId = `${id}-error`;

  if (coupon) {
    return (
      <div className="coupon coupon--applied" data-testid="coupon">
        <p className="coupon__applied">
          <span>{t('cart.coupon.applied', { code: coupon.code })}</span> <strong data-testid="coupon-discount">{fmt.price(coupon.discount)}</strong>
        </p>
        <remove.Form method="post" action={lp('/cart')}>
          <input type="hidden" name="intent" value="remove-coupon" />
          <input type="hidden" name="js" value="1" />
          <button type="submit" className="link-button" disabled={remove.state !== 'idle'}>
            {t('cart.coupon.remove')}
          </button>
        </remove.Form>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <apply.Form method="post" action={lp('/cart')} className="coupon" data-testid="coupon">
      <input type="hidden" name="intent" value="apply-coupon" />
      <input type="hidden" name="js" value="1" />
      <label htmlFor={`${id}-code`}>{t('cart.coupon.label')}</label>
      <div className="coupon__row">
        <input id={`${id}-code`} name="coupon" className="input" autoComplete="off" maxLength={64} required aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <button type="submit" className="button button--small" disabled={apply.state !== 'idle'}>
          {t('cart.coupon.apply')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
    </apply.Form>
  );
}
