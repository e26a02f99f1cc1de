/** The two parts of each locale's catalogue: what the browsing pages show, and ordering and the account. */
export type TextPart = 'browse' | 'orders';

/**
 * Features whose texts make up the order part (catalogue/orders/): checkout, payment, tickets, the door's
 * check-in, reviews and the account. The catalogue modules name the same folders in their globs, and
 * text-parts.test.ts holds them to this list.
 */
export const ORDER_FEATURES = ['account', 'check-in', 'checkout', 'checkout-steps', 'payment', 'review', 'tickets'] as const;

/**
 * Routes whose pages show only the browsing texts, by route id (routes.ts): the shop's browsing pages,
 * its layout and its resource routes. Any other route's page waits for the order texts as well, so a
 * page added later shows its texts whichever part they are in.
 */
const BROWSING_ROUTES = new Set(['root', 'store', 'home', 'category', 'product', 'product-child', 'search', 'compare', 'artist', 'venue', 'venues', 'city', 'cities', 'cart', 'cms-page', 'not-found', 'sitemap', 'robots']);

export function isBrowsingRoute(id: string): boolean {
  return BROWSING_ROUTES.has(id) || id.startsWith('static-');
}

/** Whether a page made of these routes shows texts of the order part. */
export function needsOrderTexts(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => !isBrowsingRoute(id));
}
