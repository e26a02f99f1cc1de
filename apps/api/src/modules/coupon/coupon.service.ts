import { storeViewByCode } from '@encore/contracts';
import { COUPON_FAILURE_WINDOW_SECONDS, checkCoupon, couponCustomerEmail, couponDiscount, couponRefusalShown, formatPrice, normaliseCouponCode, type TotalsDiscount } from '@encore/domain';
import type { Db } from '../../db/create-db.ts';
import type { Clock } from '../../platform/clock.ts';
import { fail, ok, type Result } from '../../platform/result.ts';
import * as repo from './coupon.repo.ts';

export interface CouponCart {
  id: string;
  userId: number | null;
  storeCode: string;
  currency: string;
  couponCode: string | null;
}

/** Registered customers are counted by account; guests only at order time, by the mailbox their e-mail reaches. */
export function customerKey(userId: number | null, email?: string): string | null {
  if (userId !== null) return `user:${userId}`;
  return email ? `email:${couponCustomerEmail(email)}` : null;
}

export class CouponService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async check(cart: CouponCart, code: string, subtotalInclTax: number, email?: string) {
    const normalised = normaliseCouponCode(code);
    const coupon = await repo.findCoupon(this.db, normalised);
    const key = customerKey(cart.userId, email);
    const uses = coupon && key ? await repo.customerUses(this.db, coupon.code, key) : 0;
    const store = storeViewByCode(cart.storeCode);
    const failure = checkCoupon(coupon, code, {
      now: this.clock.now(),
      currency: cart.currency,
      subtotalInclTax,
      customerUses: uses,
      formatMoney: (minor) => (store ? formatPrice(minor, store) : `${minor / 100} ${cart.currency}`),
    });
    return { coupon, failure };
  }

  /**
   * Applies a code to the cart. Refusals are counted per cart and per client (a keyed hash of its address, never the address): past a few
   * within the window, every refusal answers as an unknown code does (see couponRefusalShown).
   */
  async apply(cart: CouponCart, code: string, subtotalInclTax: number, clientKey?: string): Promise<Result<true>> {
    const { coupon, failure } = await this.check(cart, code, subtotalInclTax);
    if (failure || !coupon) {
      const keys = [`cart:${cart.id}`, ...(clientKey ? [`client:${clientKey}`] : [])];
      const failures = await repo.countCouponFailure(this.db, keys, this.clock.now(), COUPON_FAILURE_WINDOW_SECONDS);
      const shown = couponRefusalShown(failure!, code, failures);
      return fail(shown.errorCode, shown.message, 'coupon');
    }
    await repo.setCartCoupon(this.db, cart.id, coupon.code, this.clock.now().toISOString());
    return ok(true);
  }

  async remove(cart: CouponCart): Promise<Result<true>> {
    await repo.setCartCoupon(this.db, cart.id, null, this.clock.now().toISOString());
    return ok(true);
  }

  /** The discount the cart's coupon gives now; none when the coupon stopped applying (expired, used up, subtotal too low). */
  async discountFor(cart: CouponCart, subtotalInclTax: number, email?: string): Promise<TotalsDiscount | undefined> {
    if (!cart.couponCode) return undefined;
    const { coupon, failure } = await this.check(cart, cart.couponCode, subtotalInclTax, email);
    if (failure || !coupon) return undefined;
    return { couponCode: coupon.code, amount: couponDiscount(coupon, subtotalInclTax, cart.currency) };
  }

  /** Why the cart's coupon no longer applies (an order must not silently drop a discount the customer saw). */
  async refusal(cart: CouponCart, subtotalInclTax: number, email?: string): Promise<{ errorCode: string; message: string } | null> {
    if (!cart.couponCode) return null;
    return (await this.check(cart, cart.couponCode, subtotalInclTax, email)).failure;
  }

  /** Per-customer limit of a coupon, for the order transaction. */
  async perCustomerLimit(code: string): Promise<number | null> {
    return (await repo.findCoupon(this.db, code))?.usagePerCustomer ?? null;
  }
}
