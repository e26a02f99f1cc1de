import type { CartForm, StoreView } from '@encore/contracts';
import { addPackage, addToCart, applyCartCoupon, clearCart, extendHold, removeCartCoupon, removeItem, reserveAgain, switchCategory, updateQuantity, type CartMutation } from './cart.server.ts';

/** Carries out one parsed `/cart` form: the cart change each intent stands for. */
export function runCartIntent(request: Request, storeView: StoreView, form: CartForm): Promise<CartMutation> {
  switch (form.intent) {
    case 'add':
      return addToCart(request, storeView, form.sku, form.qty);
    case 'add-package':
      return addPackage(request, storeView, form.sku, form.qty, form.picks);
    case 'update':
      // Edit mode names another ticket category of the line's event: the line switches to it.
      return form.toSku && form.toSku !== form.sku ? switchCategory(request, storeView, form.itemId, form.toSku, form.qty) : updateQuantity(request, storeView, form.itemId, form.sku, form.qty);
    case 'remove':
      return removeItem(request, storeView, form.itemId, form.sku);
    case 'extend':
      return extendHold(request, storeView);
    case 'clear':
      return clearCart(request, storeView);
    case 'apply-coupon':
      return applyCartCoupon(request, storeView, form.coupon);
    case 'remove-coupon':
      return removeCartCoupon(request, storeView);
    case 'reserve-again':
      return reserveAgain(request, storeView, form.lines);
  }
}
