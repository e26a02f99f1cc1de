import { Outlet } from 'react-router';
import type { Route } from './+types/store-layout';
import { ErrorPage, errorKind } from '#app/features/layout/error-page.tsx';
import { resolveUnknownUrl } from '#app/features/url/url-resolver.server.ts';
import { isValidStoreParam } from '#app/lib/store-view.ts';
import { sharedIntl } from '#app/i18n/shared-intl.ts';

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const intl = sharedIntl((matches[0]?.data as { locale?: string } | undefined)?.locale ?? 'sv-SE');
  const kind = errorKind(error);
  return [{ title: intl.messages[META_TITLES[kind]] ? intl.formatMessage({ id: META_TITLES[kind] }) : 'Encore' }];
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
  const kind = errorKind(error);
  if (kind === 'error' && !import.meta.env.PROD) console.error(error);
  return <ErrorPage kind={kind} />;
}

const META_TITLES = { 'not-found': 'meta.notFound.title', unavailable: 'layout.unavailable.metaTitle', error: 'meta.error.title' } as const;
