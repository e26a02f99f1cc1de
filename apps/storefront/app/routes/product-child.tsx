import { redirect } from 'react-router';
import type { Route } from './+types/product-child';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';

/** Opening a configurable child directly redirects (301) to its parent event page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const search = new URL(request.url).search;
  const target = `/p/${encodeURIComponent(params.parentSku)}/${encodeURIComponent(params.slug)}${search}`;
  throw redirect(localizePath(target, storeView.urlPrefix), 301);
}

export default function ProductChild() {
  return null;
}
