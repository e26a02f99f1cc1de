import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Explicit route tree. Every page sits under the optional `:store?` prefix
 * layout ('' = Swedish store; 'de'/'it' when enabled), whose loader 404s on
 * unknown prefixes. `*` is the page-not-found catch-all.
 */
export default [
  route(':store?', 'routes/store-layout.tsx', { id: 'store' }, [
    index('routes/home.tsx', { id: 'home' }),
    // Category url_paths nest ('konserter/norrsken'); an optional trailing date segment is tolerated.
    route('c/*', 'routes/category.tsx', { id: 'category' }),
    route('p/:parentSku/:slug', 'routes/product.tsx', { id: 'product' }),
    route('p/:parentSku/:slug/:childSku', 'routes/product-child.tsx', { id: 'product-child' }),
    route('cart', 'routes/cart.tsx', { id: 'cart' }),
    route('checkout', 'routes/checkout.tsx', { id: 'checkout' }),
    route('success', 'routes/success.tsx', { id: 'success' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
