import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { refuseCrossSite } from '#app/features/account/same-site.server.ts';
import { endSession, redirectWithSession } from '#app/features/account/session.server.ts';
import { localizePath, resolveStoreView } from '#app/lib/store-view.ts';

/** Signing out is a form post; the address itself only leads home. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(localizePath('/', resolveStoreView(request).urlPrefix));
}

/** Ends the session at the API, forgets the tokens and carts, and loads the home page afresh. */
export async function action({ request }: Route.ActionArgs) {
  refuseCrossSite(request);
  const storeView = resolveStoreView(request);
  throw redirectWithSession('/', storeView, await endSession());
}
