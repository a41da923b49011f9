// Signing in with a social connector: which account a verified upstream identity belongs to.
//
// An email the upstream did not say it verified is never an identifier of an account: it is
// kept in the identity's details (the upstream's claims) only, never matched to an account nor
// stored as one's primary email (as the compatible product's connectors drop such an email).
// Otherwise anyone could plant an account for someone else's address at a lax provider, waiting
// for its owner to sign in to it by code or single sign-on (docs/security.md, "Linking accounts
// across sign-in methods").
//
// - The identity already linked (users.identities[target].userId = the upstream id): that user.
// - Else an account with the upstream's verified email is linked only when that account proved
//   the address itself and has no other way in (password, another identity, a passkey:
//   src/domain/sign-in/account-linking.ts); otherwise the sign-in is refused and the person signs in to
//   that account first, then links the identity from the Account API.
// - Else a new account: name, avatar and the email when the upstream verified it.
//
// The caller opens the transaction; the identity is locked in it, so two first sign-ins of the
// same person at once make one account.
import type { UpstreamProfile } from '../../connectors/types.js';
import type { Db } from '../../db/database.js';
import { findUserByIdentity, lockIdentity, setUserIdentity } from '../../db/repositories/connectors.js';
import { findUserByIdentifier } from '../../db/repositories/users.js';
import { emailLinkRefusal } from '../sign-in/account-linking.js';
import { DomainError } from '../errors.js';
import { createUser, updateUser, type User, type UserFields } from '../directory/users.js';
import { userSuspended } from '../sign-in/sign-in.js';

export interface SocialConnectorRef {
  id: string;
  target: string;
  name: string;
  syncProfile: boolean;
}

export type SocialOutcome = 'signedIn' | 'linked' | 'registered';

export interface SocialSignIn {
  user: User;
  outcome: SocialOutcome;
  /** Whether the account's data changed (a link, a profile sync): a User.Data.Updated. */
  changed: boolean;
}

const identityOf = (profile: UpstreamProfile) => ({ userId: profile.id, details: profile.details });

/** The profile fields to write: all when syncing, else only the ones the account lacks. */
function profileWrite(user: User | undefined, profile: UpstreamProfile, sync: boolean): UserFields {
  const write: UserFields = {};
  if (profile.name && (sync ? user?.name !== profile.name : !user?.name)) write.name = profile.name;
  if (profile.avatar && (sync ? user?.avatar !== profile.avatar : !user?.avatar)) write.avatar = profile.avatar;
  return write;
}

/** A verified upstream email the account may take: not another account's. */
async function emailWrite(db: Db, user: User, profile: UpstreamProfile, sync: boolean): Promise<UserFields> {
  if (!profile.email || !profile.emailVerified || user.primaryEmail?.toLowerCase() === profile.email) return {};
  if (!sync && user.primaryEmail) return {};
  const holder = await findUserByIdentifier(db, 'email', profile.email);
  return holder && holder.id !== user.id ? {} : { primaryEmail: profile.email };
}

export async function resolveSocialUser(db: Db, connector: SocialConnectorRef, profile: UpstreamProfile): Promise<SocialSignIn> {
  await lockIdentity(db, connector.target, profile.id);
  const linked = await findUserByIdentity(db, connector.target, profile.id);
  if (linked) {
    if (linked.isSuspended) throw userSuspended();
    if (!connector.syncProfile) return { user: linked, outcome: 'signedIn', changed: false };
    const write = { ...profileWrite(linked, profile, true), ...(await emailWrite(db, linked, profile, true)) };
    let user = (await setUserIdentity(db, linked.id, connector.target, identityOf(profile))) ?? linked;
    if (Object.keys(write).length > 0) user = await updateUser(db, linked.id, write, { identifiersVerified: true });
    return { user, outcome: 'signedIn', changed: Object.keys(write).length > 0 };
  }

  // Only a verified upstream email names an account (or becomes a new one's).
  const email = profile.email && profile.emailVerified ? profile.email : undefined;
  const sameEmail = email ? await findUserByIdentifier(db, 'email', email) : undefined;
  if (sameEmail) {
    // Any identity already on the account (of this connector or another) is another way in.
    if (await emailLinkRefusal(db, sameEmail)) {
      throw new DomainError(
        'user.email_already_in_use',
        `An account with this email already exists: sign in to it first (with its password or code) to connect ${connector.name} to it.`,
        { reason: 'sign_in_first', connectorId: connector.id },
      );
    }
    if (sameEmail.isSuspended) throw userSuspended();
    let user = (await setUserIdentity(db, sameEmail.id, connector.target, identityOf(profile))) ?? sameEmail;
    const write = profileWrite(sameEmail, profile, connector.syncProfile);
    if (Object.keys(write).length > 0) user = await updateUser(db, sameEmail.id, write);
    return { user, outcome: 'linked', changed: true };
  }

  const created = await createUser(db, { ...profileWrite(undefined, profile, true), ...(email ? { primaryEmail: email } : {}) }, { identifiersVerified: true });
  const user = (await setUserIdentity(db, created.id, connector.target, identityOf(profile))) ?? created;
  return { user, outcome: 'registered', changed: false };
}
