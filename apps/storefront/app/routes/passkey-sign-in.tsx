import type { Route } from './+types/passkey-sign-in';
import { passkeySignInAction } from '#app/features/account/passkey-actions.server.ts';

/** The sign-in element's passkey steps (JSON for its script); there is no page here. */
export async function action({ request }: Route.ActionArgs) {
  return passkeySignInAction(request);
}
