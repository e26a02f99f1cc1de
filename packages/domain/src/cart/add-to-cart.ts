/** The texts a shopper sees when adding to the cart, word for word. */
export const ADD_TO_CART_MESSAGES = {
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  volatile: 'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  added: 'Product has been added to the cart!',
  updated: 'Product quantity has been updated!',
  ok: 'OK',
  proceedToCheckout: 'Proceed to checkout',
} as const;

export interface AddableProduct {
  sku: string;
  price_incl_tax?: number | null;
  /** Blocking problems found while loading the product (e.g. an unavailable option). */
  errors?: Record<string, string | null | undefined | false>;
  stock?: { is_in_stock: boolean } | null;
}

/** Errors that keep a product out of the cart. Zero prices are allowed unless configured otherwise. */
function validateProduct(product: AddableProduct, opts: { useZeroPriceProduct?: boolean } = {}): string[] {
  const errors: string[] = [];
  const price = product.price_incl_tax ?? 0;
  const useZero = opts.useZeroPriceProduct ?? true;
  if (useZero ? price < 0 : price <= 0) errors.push(ADD_TO_CART_MESSAGES.priceUnknown);
  for (const value of Object.values(product.errors ?? {})) if (value) errors.push(value);
  return errors;
}

type StockStatus = 'ok' | 'out_of_stock' | 'volatile';

/**
 * Stock status at add time: known stock decides; without stock data the item
 * is 'ok' when a server stock check will follow, else 'volatile'.
 */
function stockStatus(product: AddableProduct, opts: { stockSynchronize?: boolean } = {}): StockStatus {
  if (product.stock) return product.stock.is_in_stock ? 'ok' : 'out_of_stock';
  return (opts.stockSynchronize ?? true) ? 'ok' : 'volatile';
}

type CartNoticeType = 'success' | 'warning' | 'error';

interface CartNotice {
  type: CartNoticeType;
  message: string;
}

export interface AddDecision {
  add: boolean;
  status: StockStatus | null;
  notices: CartNotice[];
}

/**
 * Validation first; stock is only checked for a valid product. Out-of-stock
 * items are never added; volatile ones are, with a warning unless the shop
 * allows out-of-stock items in the cart.
 */
export function decideAddToCart(
  product: AddableProduct,
  opts: { useZeroPriceProduct?: boolean; stockSynchronize?: boolean; allowOutOfStockInCart?: boolean } = {},
): AddDecision {
  const errors = validateProduct(product, opts);
  if (errors.length) return { add: false, status: null, notices: errors.map((message) => ({ type: 'error', message })) };
  const status = stockStatus(product, opts);
  if (status === 'out_of_stock') return { add: false, status, notices: [{ type: 'error', message: ADD_TO_CART_MESSAGES.outOfStock }] };
  const notices: CartNotice[] = status === 'volatile' && !opts.allowOutOfStockInCart ? [{ type: 'warning', message: ADD_TO_CART_MESSAGES.volatile }] : [];
  return { add: true, status, notices };
}
