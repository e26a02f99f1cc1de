import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { resolveUnknownUrl } from '#app/features/url/url-resolver.server.ts';
import { isValidStoreParam } from '#app/lib/store-view.ts';

/**
 * Catch-all: an unknown URL is looked up as a URL rewrite, then as a
 * product, category or CMS page address; what is left is the page-not-found
 * page with HTTP 404. When the first segment is no store, the store layout
 * already resolves the URL (its redirect wins), so this loader does not ask again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isValidStoreParam(params.store)) throw data(null, { status: 404 });
  return resolveUnknownUrl(request);
}

export default function NotFound() {
  return null;
}
