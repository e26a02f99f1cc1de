import { data, redirect } from 'react-router';
import type { Route } from './+types/product-child';
import { ticketPathSchema } from '@encore/contracts';
import { readParams } from '#app/lib/request-input.server.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';

/** Opening a configurable child directly redirects (301) to its parent event page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const storeView = resolveStoreView(request);
  const path = readParams(params, ticketPathSchema);
  if (!path) throw data(null, { status: 404 });
  const search = new URL(request.url).search;
  const target = `/p/${encodeURIComponent(path.parentSku)}/${encodeURIComponent(path.slug)}${search}`;
  throw redirect(localizePath(target, storeView.urlPrefix), 301);
}

export default function ProductChild() {
  return null;
}
