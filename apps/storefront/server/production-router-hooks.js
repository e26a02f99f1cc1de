// Module resolution hooks for the production storefront host (registered by server.js): React Router's
// package exports only its development build (react-router#14102), with its warnings and checks. The
// production build ships beside it in the package; every import of the router in the process gets that
// one, so the Express adapter, the server build and the router all share one copy.
// Plain ESM so that server.js can load it without a build.
const DEVELOPMENT = '/react-router/dist/development/';
const PRODUCTION = '/react-router/dist/production/';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if ((specifier === 'react-router' || specifier === 'react-router/dom') && resolved.url.includes(DEVELOPMENT)) {
    return { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) };
  }
  return resolved;
}
