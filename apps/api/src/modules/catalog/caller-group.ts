import { ErrorCodes } from '@encore/contracts';
import { GUEST_GROUP_ID } from '@encore/domain';
import { verifyUserToken } from '../../platform/auth.ts';
import { fail, ok, type Result } from '../../platform/result.ts';

/**
 * The customer group whose prices a catalogue read gets. Only a user token the API signed proves a
 * group (its `grp` claim); without one the caller is a guest (group 0). A group id the caller states
 * is never taken on its word: one that differs from the proven group is refused, as render-list does.
 * A token that does not verify is refused rather than quietly priced as a guest, so a logged-in
 * customer whose token expired learns to log in again instead of seeing the wrong prices.
 */
export function resolveCallerGroup(token: string | null | undefined, claimedGroupId: number | null | undefined, claimField: string, secret: string, now: Date): Result<{ groupId: number; fromToken: boolean }> {
  let groupId = GUEST_GROUP_ID;
  const t = token?.trim();
  if (t) {
    const check = verifyUserToken(t, secret, now);
    if (check.status !== 'valid') {
      return fail(ErrorCodes.unauthorized, check.status === 'expired' ? 'The user token has expired, please log in again' : 'The user token is not valid');
    }
    groupId = check.claims.grp;
  }
  if (claimedGroupId != null && claimedGroupId !== groupId) {
    return fail(ErrorCodes.validation, `${claimField}: does not match the ${t ? 'user token' : 'guest group (0); send the user token to get a customer group'}`, claimField);
  }
  return ok({ groupId, fromToken: !!t });
}
