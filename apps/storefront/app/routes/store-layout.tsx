import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/store-layout';
import { ErrorPage } from '#app/features/layout/error-page.tsx';
import { resolveUnknownUrl } from '#app/features/urls/url-resolver.server.ts';
import { isValidStoreParam } from '#app/lib/store-view.ts';

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const messages = (matches[0]?.data as { messages?: Record<string, string> } | undefined)?.messages ?? {};
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: messages[notFound ? 'meta.notFound.title' : 'meta.error.title'] ?? 'Encore' }];
}

/**
 * The `:store?` prefix: absent (Swedish store) or an enabled store view.
 * Any other first segment ('/home', '/evenemang/konserter') is not a store
 * but an unknown URL: rewrite, URL mapping or 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isValidStoreParam(params.store)) return resolveUnknownUrl(request);
  return null;
}

export default function StoreLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !import.meta.env.PROD) console.error(error);
  return <ErrorPage notFound={notFound} />;
}
