import { ErrorCodes } from '@encore/contracts';

export interface RuleFailure {
  errorCode: string;
  message: string;
  field?: string;
}

export const CART_MESSAGES = {
  outOfStock: 'The product is out of stock and cannot be added to the cart!',
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  notEnough: (available: number) => `Not enough tickets left: only ${available} available`,
  maxSaleQty: (max: number) => `Quantity must be below ${max + 1}`,
} as const;

/**
 * The quantity a cart line ends up with. Naming the line (item_id) sets its
 * quantity; adding a sku already in the cart adds to it.
 */
export function nextLineQty(existingQty: number | undefined, requestedQty: number, setsQty: boolean): number {
  if (setsQty || existingQty === undefined) return requestedQty;
  return existingQty + requestedQty;
}

export interface StockFacts {
  /** Tickets that can still be sold now. */
  available: number;
  manageStock: boolean;
  maxSaleQty: number;
}

/** Whether a cart line of `qty` tickets can be held, with the text the shopper sees when not. */
export function checkLineQty(qty: number, stock: StockFacts): RuleFailure | null {
  if (stock.maxSaleQty > 0 && qty > stock.maxSaleQty) {
    return { errorCode: ErrorCodes.validation, message: CART_MESSAGES.maxSaleQty(stock.maxSaleQty), field: 'cartItem.qty' };
  }
  if (!stock.manageStock) return null;
  if (stock.available <= 0) return { errorCode: ErrorCodes.outOfStock, message: CART_MESSAGES.outOfStock };
  if (qty > stock.available) return { errorCode: ErrorCodes.notEnoughTickets, message: CART_MESSAGES.notEnough(stock.available) };
  return null;
}

/** Only an unknown or negative price keeps a ticket out of the cart; zero-price tickets are allowed. */
export function checkPrice(priceInclTax: number | null | undefined): RuleFailure | null {
  if (priceInclTax == null || priceInclTax < 0) return { errorCode: ErrorCodes.priceUnknown, message: CART_MESSAGES.priceUnknown };
  return null;
}

/** available = put on sale − sold; stock that is not managed never runs out. */
export function availableQty(qty: number, sold: number): number {
  return Math.max(0, qty - sold);
}
