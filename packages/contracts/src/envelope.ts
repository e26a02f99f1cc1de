/**
 * Every /api answer is `{ code, result }` with the HTTP status equal to `code`
 * (login and refresh add `meta`). Errors carry a typed result so clients never
 * have to guess whether `result` is a string or an object.
 */
export interface ApiErrorResult {
  errorCode: string;
  message: string;
  /** Dotted path of the offending field for validation errors. */
  field?: string;
}

/** Error codes shared by API and clients; each stands for one kind of failure with its own message. */
export const ErrorCodes = {
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  /** The caller is known but may not do this (403). */
  forbidden: 'forbidden',
  /** A client sent more of one kind of request than its rate limit allows (429, with Retry-After). */
  tooManyRequests: 'too_many_requests',
  /** The server did not finish the request within its time budget (503); trying again may work. */
  timeout: 'timeout',
  outOfStock: 'out_of_stock',
  notEnoughTickets: 'not_enough_tickets',
  unknownSku: 'unknown_sku',
  unknownCart: 'unknown_cart',
  cartClosed: 'cart_closed',
  emptyCart: 'empty_cart',
  priceUnknown: 'price_unknown',
  cardDeclined: 'card_declined',
  insufficientFunds: 'insufficient_funds',
  paymentFailed: 'payment_failed',
  threeDSecureFailed: 'three_d_secure_failed',
  internal: 'internal_error',
} as const;
