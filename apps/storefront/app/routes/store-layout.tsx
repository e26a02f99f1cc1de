import { Outlet } from 'react-router';
import type { Route } from './+types/store-layout';
import { ErrorPage, errorKind } from '#app/features/layout/error-page.tsx';
import { resolveUnknownUrl } from '#app/features/url/url-resolver.server.ts';
import { isValidStoreParam } from '#app/lib/store-view.ts';
import { sharedTranslator } from '#app/i18n/texts-context.tsx';

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const texts = sharedTranslator((matches[0]?.data as { locale?: string } | undefined)?.locale ?? 'sv-SE');
  const id = META_TITLES[errorKind(error)];
  return [{ title: texts.has(id) ? texts.formatMessage({ id }) : 'Encore' }];
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
