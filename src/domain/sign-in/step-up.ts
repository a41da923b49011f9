// Step-up: an authorization request asks for a level of sign-in (its `acr`, src/domain/oauth/acr.ts)
// that the browser's live session did not reach. The person then signs in again, and a user who
// has a second factor (TOTP, a passkey) must give it (src/experience/sign-in-mfa.ts). A user with
// none sets one up during that sign-in when the request insists (an essential multi-factor acr),
// as Keycloak's and Auth0's step-up have an unenrolled user do; when it only wishes (voluntary),
// signing in again would only ask the password once more, so the request goes on with the
// session as it is and the ID token's `acr` says the level reached.
import type { Db } from '../../db/database.js';
import { acrSatisfied, requiredAcrLevel, type AcrRequest } from '../oauth/acr.js';
import { userHasTotp } from './mfa.js';
import { userHasPasskey } from './passkeys.js';

/** Whether the user has a second factor to give at sign-in (a TOTP, a passkey). */
export async function userHasSecondFactor(db: Db, userId: string): Promise<boolean> {
  return (await userHasTotp(db, userId)) || (await userHasPasskey(db, userId));
}

/** Whether the request insists on the multi-factor level: a user with no second factor enrols one during the sign-in. */
export function mfaEnrolmentRequired(request: AcrRequest | undefined): boolean {
  return Boolean(request?.essential) && (requiredAcrLevel(request) ?? 0) >= 2;
}

/** Whether the session must be replaced by a new sign-in to satisfy the request's acr. */
export async function stepUpNeeded(db: Db, request: AcrRequest | undefined, session: { userId: string; amr: readonly string[] }): Promise<boolean> {
  if (acrSatisfied(request, session.amr)) return false;
  return mfaEnrolmentRequired(request) || userHasSecondFactor(db, session.userId);
}
