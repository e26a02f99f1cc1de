import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { STATIC_PAGES } from './features/cms/static-pages.ts';

/**
 * Explicit route tree. Every page sits under the optional `:store?` prefix
 * layout ('' = Swedish store; 'de'/'it' when enabled), whose loader treats an
 * unknown prefix as an unknown URL. `*` is the catch-all: URL rewrite, URL
 * mapping, else page-not-found.
 */
export default [
  route('sitemap.xml', 'routes/sitemap.tsx', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.tsx', { id: 'robots' }),
  // Sign-in providers return to one address for every store (the store travels in the flow's cookie).
  route('account/social-login/callback', 'routes/social-login-callback.tsx', { id: 'social-login-callback' }),
  route(':store?', 'routes/store-layout.tsx', { id: 'store' }, [
    index('routes/home.tsx', { id: 'home' }),
    // Category url_paths nest ('konserter/norrsken'); an optional trailing date segment is tolerated.
    route('c/*', 'routes/category.tsx', { id: 'category' }),
    route('p/:parentSku/:slug', 'routes/product.tsx', { id: 'product' }),
    route('p/:parentSku/:slug/:childSku', 'routes/product-child.tsx', { id: 'product-child' }),
    route('search', 'routes/search.tsx', { id: 'search' }),
    route('compare', 'routes/compare.tsx', { id: 'compare' }),
    route('artist/:slug', 'routes/artist.tsx', { id: 'artist' }),
    route('venue/:slug', 'routes/venue.tsx', { id: 'venue' }),
    route('venues', 'routes/venues.tsx', { id: 'venues' }),
    route('city/:slug', 'routes/city.tsx', { id: 'city' }),
    route('cities', 'routes/cities.tsx', { id: 'cities' }),
    route('cart', 'routes/cart.tsx', { id: 'cart' }),
    route('checkout', 'routes/checkout.tsx', { id: 'checkout' }),
    route('checkout/handover', 'routes/checkout-handover.tsx', { id: 'checkout-handover' }),
    // The payment provider sends the shopper back here; the outcome leads on to /success or /failed.
    route('checkout/payment-return', 'routes/checkout-payment-return.tsx', { id: 'checkout-payment-return' }),
    route('failed', 'routes/failed.tsx', { id: 'failed' }),
    route('success', 'routes/success.tsx', { id: 'success' }),
    // After the order: a guest's order by number and e-mail, the review page an invitation opens, the door's scanner.
    route('order-tracking', 'routes/order-tracking.tsx', { id: 'order-tracking' }),
    route('review/:token', 'routes/review.tsx', { id: 'review' }),
    route('check-in', 'routes/check-in.tsx', { id: 'check-in' }),
    // The sign-in element as pages, the reset link's page and the customer's account.
    route('login', 'routes/login.tsx', { id: 'login' }),
    route('register', 'routes/register.tsx', { id: 'register' }),
    route('forgot-password', 'routes/forgot-password.tsx', { id: 'forgot-password' }),
    route('logout', 'routes/logout.tsx', { id: 'logout' }),
    route('create-password/token/:token/email/:email', 'routes/create-password.tsx', { id: 'create-password' }),
    route('my-account', 'routes/my-account.tsx', { id: 'my-account' }),
    route('my-account/security', 'routes/my-account-security.tsx', { id: 'my-account-security' }),
    route('my-account/shipping-details', 'routes/my-account-shipping-details.tsx', { id: 'my-account-shipping-details' }),
    route('my-account/orders', 'routes/my-account-orders.tsx', { id: 'my-account-orders' }),
    route('my-account/orders/:orderId', 'routes/my-account-order.tsx', { id: 'my-account-order' }),
    route('my-account/orders/:orderId/tickets', 'routes/my-account-order-tickets.tsx', { id: 'my-account-order-tickets' }),
    route('my-account/passkeys', 'routes/my-account-passkeys.tsx', { id: 'my-account-passkeys' }),
    route('social-login', 'routes/social-login.tsx', { id: 'social-login' }),
    route('passkey-sign-in', 'routes/passkey-sign-in.tsx', { id: 'passkey-sign-in' }),
    route('my-account/newsletter', 'routes/my-account-newsletter.tsx', { id: 'my-account-newsletter' }),
    route('my-account/recently-viewed', 'routes/my-account-recently-viewed.tsx', { id: 'my-account-recently-viewed' }),
    route('i/:slug', 'routes/cms-page.tsx', { id: 'cms-page' }),
    // Static content pages: CMS pages whose identifier is their path (order tracking is a page of its own).
    ...STATIC_PAGES.filter((slug) => slug !== 'order-tracking').map((slug) => route(slug, 'routes/cms-page.tsx', { id: `static-${slug}` })),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
