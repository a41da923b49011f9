// Step-up: an authorization request asks for a level of sign-in (its `acr`, src/domain/oauth/acr.ts)
// that the browser's live session did not reach. The person then signs in again, and a user who
// has a second factor (TOTP, a passkey) must give it (src/experience/sign-in-mfa.ts). A user with
// none has nothing to step up with: signing in again would only ask the password once more, so
// the request goes on with the session as it is — the ID token's `acr` says the level reached,
// and an essential request is answered `unmet_authentication_requirements` (src/oidc/issue-code.ts).
import type { Db } from '../../db/database.js';
import { acrSatisfied, type AcrRequest } from '../oauth/acr.js';
import { userHasTotp } from './mfa.js';
import { userHasPasskey } from './passkeys.js';

/** Whether the user has a second factor to give at sign-in (a TOTP, a passkey). */
export async function userHasSecondFactor(db: Db, userId: string): Promise<boolean> {
  return (await userHasTotp(db, userId)) || (await userHasPasskey(db, userId));
}

/** Whether the session must be replaced by a new sign-in to satisfy the request's acr. */
export async function stepUpNeeded(db: Db, request: AcrRequest | undefined, session: { userId: string; amr: readonly string[] }): Promise<boolean> {
  if (acrSatisfied(request, session.amr)) return false;
  return userHasSecondFactor(db, session.userId);
}
