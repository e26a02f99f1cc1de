import type { Route } from './+types/my-account-passkeys';
import { passkeyAddAction } from '#app/features/account/passkey-actions.server.ts';

/** The security page's steps for adding a passkey (JSON for its script); there is no page here. */
export async function action({ request }: Route.ActionArgs) {
  return passkeyAddAction(request);
}
