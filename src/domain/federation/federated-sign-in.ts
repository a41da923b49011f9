// Signing in through an upstream identity provider, social or enterprise: the one place that
// decides how a sign-in starts (its state and return URI), which account a verified upstream
// identity opens (the linked one, one linked now, or a new one), and which organizations a new
// user or a new link joins (JIT). The protocols are src/connectors' one interface; the requests in
// flight are kept by social-sign-in-state.ts (social: in the interaction) and sso-sign-in.ts
// (enterprise: the sso_requests table); the events are the experience's to write.
//
// Why social and enterprise identities still have two account rules below: they are stored apart
// (users.identities[target] for social connectors, user_sso_identities for enterprise ones) and an
// enterprise IdP speaks for the email domains its connector lists, a social one for nobody.
//
// An email the upstream did not vouch for is never an identifier of an account: it is kept in the
// identity's details (the upstream's claims) only, never matched to an account nor stored as one's
// primary email. Otherwise anyone could plant an account for someone else's address at a lax
// provider, waiting for its owner to sign in to it by code or single sign-on (docs/security.md,
// "Linking accounts across sign-in methods").
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { bindSocialConnector } from '../../connectors/registry.js';
import type { AuthorizationInput, CallbackInput, ConnectorSettings, KeptRequest, UpstreamProfile } from '../../connectors/types.js';
import { findUserByIdentity, lockIdentity, setUserIdentity } from '../../db/repositories/connectors.js';
import { findUserByIdentifier } from '../../db/repositories/users.js';
import * as ssoIdentities from '../../db/repositories/sso-identities.js';
import type { SsoConnectorRecord } from '../../db/repositories/sso-connectors.js';
import { emailLinkRefusal, type LinkRefusal } from '../sign-in/account-linking.js';
import { userSuspended } from '../sign-in/sign-in.js';
import { identityNotExist, registrationOpenTo } from '../sign-in/registration.js';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { parseFields, parseInput, requiredString } from '../input.js';
import { newId } from '../ids.js';
import { createUser, getUser, isWebUrl, updateUser, type User, type UserFields } from '../directory/users.js';
import type { MembershipChange } from '../directory/organizations-members.js';
import { provisionOrganizationsByEmailDomain, provisionOrganizationsBySsoConnector } from './organizations-jit.js';
import { fromUpstream } from './upstream-errors.js';
import { connectorForSignIn } from './connectors.js';
import type { KeyEncryptionKey } from '../envelope.js';
import type { OutboundPolicy } from '../../net/outbound-urls.js';

// ---- how a sign-in starts ------------------------------------------------------------------------

/**
 * The state and return URI a sign-in starts with, one rule for social and enterprise sign-in
 * (they disagreed: enterprise took any URL on our origin, fragment included, and normalized it;
 * social took it as given and refused a fragment).
 *
 * - redirectUri: a URL on BASE_URL's origin (our pages, or a custom UI on the same site), without
 *   a fragment, kept exactly as given. The social rule was kept: a return URI is sent upstream as
 *   redirect_uri, which the upstream compares as a string, and a redirection endpoint has no
 *   fragment (RFC 6749 §3.1.2). Without one, `defaultRedirectUri` (social: the connector's
 *   callback page); enterprise sign-in has none: the caller's page must say where it is.
 * - state: the one rule is that the state an upstream echoes back is unguessable, since the
 *   upstream's answer reaches us from any browser and that state is what binds it to this one.
 *   A social connector sends the caller's state upstream, so it must be 16 to 512 URL-safe
 *   characters (or one of ours, at random, when none is given). An enterprise connector sends
 *   upstream a random state of ours (the request's id); the caller's state only comes back to its
 *   own page, with the interaction's cookie, so any 1 to 512 characters serve.
 */
export function checkSignInStart(
  input: { state?: unknown; redirectUri?: unknown },
  rule: { baseUrl: string; defaultRedirectUri?: string; state: 'sent_upstream' | 'echoed_to_page' },
): { state: string; redirectUri: string } {
  const state = rule.state === 'sent_upstream' ? checkUpstreamState(input.state) : checkPageState(input.state);
  return { state, redirectUri: checkReturnUri(input.redirectUri, rule.baseUrl, rule.defaultRedirectUri) };
}

/** A state sent upstream: the caller's, if unguessable enough, or ours. */
export function checkUpstreamState(value: unknown): string {
  if (value === undefined || value === null || value === '') return randomBytes(24).toString('base64url');
  return parseFields(upstreamState, value, ['state']);
}

const upstreamState = z
  .string({ error: 'state must be 16 to 512 URL-safe characters' })
  .regex(/^[\w.~-]{16,512}$/, 'state must be 16 to 512 URL-safe characters');
const pageState = requiredString('state must be a string of 1 to 512 characters').max(512, 'state must be a string of 1 to 512 characters');

function checkPageState(value: unknown): string {
  return parseFields(pageState, value, ['state']);
}

function checkReturnUri(value: unknown, baseUrl: string, fallback: string | undefined): string {
  if (fallback !== undefined && (value === undefined || value === null || value === '')) return fallback;
  const origin = new URL(baseUrl).origin;
  const onOrigin = z.string().refine((v) => URL.canParse(v) && new URL(v).origin === origin && !v.includes('#'));
  return parseInput(onOrigin, value, `redirectUri must be a URL on ${origin}`, ['redirectUri']);
}

// ---- a social connector's request --------------------------------------------------------------

/** What a social sign-in keeps until the callback: always a state and a PKCE verifier, a nonce for OIDC. */
export interface SocialKept {
  state: string;
  redirectUri: string;
  nonce?: string;
  codeVerifier: string;
}

/** Step 1 of a social sign-in or link: the upstream's URL and what to keep (single use). */
export async function startSocialAuthorization(
  connectorId: string,
  settings: ConnectorSettings,
  input: AuthorizationInput,
): Promise<{ authorizationUri: string; kept: SocialKept }> {
  const { url, kept } = await fromUpstream(connectorId, () => bindSocialConnector(settings).authorizationRequest(input));
  if (!kept.codeVerifier) throw new Error('a social connector made no PKCE verifier');
  return {
    authorizationUri: url,
    kept: { state: input.state, redirectUri: input.redirectUri, ...(kept.nonce ? { nonce: kept.nonce } : {}), codeVerifier: kept.codeVerifier },
  };
}

export const stateMismatch = () =>
  new DomainError('connector.state_mismatch', 'The answer from the identity provider does not belong to this sign-in (its state does not match); start again.');

/** Whether the state an upstream echoed is the one kept, compared in constant time. */
export function sameState(expected: string | undefined, given: string | undefined): boolean {
  if (expected === undefined || given === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Step 2: the callback's parameters checked against what was kept (taken once by the caller) —
 * first its state, in constant time, then the upstream's refusal, then the connector's checks —
 * and the verified profile.
 */
export async function completeSocialAuthorization(
  db: Db,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  connectorId: string,
  kept: KeptRequest,
  params: CallbackInput,
): Promise<UpstreamProfile> {
  if (!sameState(kept.state, params.state)) throw stateMismatch();
  if (params.error) {
    throw new DomainError('connector.authorization_failed', 'The identity provider did not sign you in (cancelled or refused); start again.', {
      connectorId,
      error: params.error,
    });
  }
  const { settings } = await connectorForSignIn(db, connectorId, kek, outbound);
  return fromUpstream(connectorId, () => bindSocialConnector(settings).completeSignIn(params, kept));
}

// ---- which account: social identities ------------------------------------------------------------

export interface SocialConnectorRef {
  id: string;
  target: string;
  name: string;
  syncProfile: boolean;
}

export type FederatedOutcome = 'signedIn' | 'linked' | 'registered';

interface Resolved {
  user: User;
  outcome: FederatedOutcome;
  /** Whether a returning user's data changed (a link, a profile sync): a User.Data.Updated. */
  changed: boolean;
}

const identityOf = (profile: UpstreamProfile) => ({ userId: profile.id, details: profile.details });

/** The profile fields to write: all when syncing, else only the ones the account lacks. */
function socialProfileWrite(user: User | undefined, profile: UpstreamProfile, sync: boolean): UserFields {
  const write: UserFields = {};
  if (profile.name && (sync ? user?.name !== profile.name : !user?.name)) write.name = profile.name;
  if (profile.avatar && (sync ? user?.avatar !== profile.avatar : !user?.avatar)) write.avatar = profile.avatar;
  return write;
}

/** A verified upstream email the account may take: not another account's. */
async function socialEmailWrite(db: Db, user: User, profile: UpstreamProfile, sync: boolean): Promise<UserFields> {
  if (!profile.email || !profile.emailVerified || user.primaryEmail?.toLowerCase() === profile.email) return {};
  if (!sync && user.primaryEmail) return {};
  const holder = await findUserByIdentifier(db, 'email', profile.email);
  return holder && holder.id !== user.id ? {} : { primaryEmail: profile.email };
}

/**
 * Which user a social identity is:
 * - the identity already linked (users.identities[target].userId = the upstream id): that user;
 * - else an account with the upstream's verified email, linked only when that account proved the
 *   address itself and has no other way in (password, another identity, a passkey:
 *   src/domain/sign-in/account-linking.ts); otherwise the sign-in is refused and the person signs
 *   in to that account first, then links the identity from the Account API;
 * - else a new account: name, avatar and the email when the upstream verified it.
 * The identity is locked in the caller's transaction, so two first sign-ins of the same person at
 * once make one account.
 */
async function resolveSocialUser(db: Db, connector: SocialConnectorRef, profile: UpstreamProfile): Promise<Resolved> {
  await lockIdentity(db, connector.target, profile.id);
  const linked = await findUserByIdentity(db, connector.target, profile.id);
  if (linked) {
    if (linked.isSuspended) throw userSuspended();
    if (!connector.syncProfile) return { user: linked, outcome: 'signedIn', changed: false };
    const write = { ...socialProfileWrite(linked, profile, true), ...(await socialEmailWrite(db, linked, profile, true)) };
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
    const write = socialProfileWrite(sameEmail, profile, connector.syncProfile);
    if (Object.keys(write).length > 0) user = await updateUser(db, sameEmail.id, write);
    return { user, outcome: 'linked', changed: true };
  }

  const created = await createUser(
    db,
    { ...socialProfileWrite(undefined, profile, true), ...(email ? { primaryEmail: email } : {}) },
    { identifiersVerified: true },
  );
  const user = (await setUserIdentity(db, created.id, connector.target, identityOf(profile))) ?? created;
  return { user, outcome: 'registered', changed: false };
}

// ---- which account: enterprise identities ----------------------------------------------------------

/** The identity an IdP asserted, as stored with its request and as the account rules need it. */
export interface SsoIdentityProfile {
  issuer: string;
  /** The IdP's stable id of the person (SAML NameID, unless the mapping names an attribute; OIDC sub). */
  id: string;
  /** Only an email the IdP vouches for (an OIDC IdP's email_verified: true; a SAML assertion's). */
  email: string | null;
  name: string | null;
  /** A picture URL as the IdP gives it (checked against the users' avatar rule before use). */
  avatar?: string | null;
  detail: Record<string, unknown>;
  /** How the person signed in at the IdP, as it said (src/connectors/types.ts `UpstreamProfile.amr`). */
  amr?: string[];
}

const accountNotLinkable = (email: string, refusal: LinkRefusal) =>
  new DomainError(
    'single_sign_on.account_not_linkable',
    refusal.reason === 'email_not_verified'
      ? 'An account already uses this email but never proved it, so single sign-on cannot be linked to it. Ask your administrator for help.'
      : 'An account with this email can already be opened another way (a password, a social sign-in or a passkey). Sign in to it that way first, or ask your administrator for help.',
    { email, ...refusal },
  );

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

/**
 * The profile fields an IdP's answer writes to an account: name, avatar (a web URL only: the users'
 * avatar rule, as the picture is shown by relying parties) and email. With `sync` every field the
 * IdP gives and the account differs on; without it only the fields the account lacks. The email
 * only when the connector serves its domain (the IdP is authoritative there) and no other account
 * holds it (then it is left as it is: the sign-in goes on).
 */
async function ssoProfileWrite(db: Db, record: SsoConnectorRecord, user: User, profile: SsoIdentityProfile, sync: boolean): Promise<UserFields> {
  const write: UserFields = {};
  const wants = (current: string | null | undefined, next: string | null | undefined) => Boolean(next) && (sync ? current !== next : !current);
  if (wants(user.name, profile.name)) write.name = profile.name!;
  const avatar = profile.avatar && isWebUrl(profile.avatar) ? profile.avatar : null;
  if (wants(user.avatar, avatar)) write.avatar = avatar;
  const email = profile.email && record.domains.includes(domainOf(profile.email)) ? profile.email : null;
  if (email && wants(user.primaryEmail?.toLowerCase(), email)) {
    const holder = await findUserByIdentifier(db, 'email', email);
    if (!holder || holder.id === user.id) write.primaryEmail = email;
  }
  return write;
}

/** Writes `write` (IdP-given identifiers count as verified), or returns the user as it is. */
async function applyWrite(db: Db, user: User, write: UserFields): Promise<{ user: User; changed: boolean }> {
  if (Object.keys(write).length === 0) return { user, changed: false };
  return { user: await updateUser(db, user.id, write, { identifiersVerified: true }), changed: true };
}

/**
 * Which user an SSO identity is: the one it is linked to; else the account with its email, linked
 * now, when the connector serves that email's domain (the company's IdP speaks for its own
 * domain), the account proved that email itself and has no other way in (no password, social or
 * other enterprise identity, passkey: src/domain/sign-in/account-linking.ts). Otherwise nothing links
 * silently to an account someone else may hold or have planted: the sign-in is refused and its
 * owner signs in the account's own way first. Else a new user. The profile is taken
 * from the IdP on the first sign-in (a new user, or the fields a linked account lacks) and on
 * every sign-in when the connector's syncProfile is on.
 */
async function resolveSsoUser(db: Db, record: SsoConnectorRecord, profile: SsoIdentityProfile): Promise<Resolved> {
  const linked = await ssoIdentities.findSsoIdentity(db, record.id, profile.id);
  if (linked) {
    await ssoIdentities.updateSsoIdentityDetail(db, linked.id, profile.detail);
    const user = await getUser(db, linked.userId);
    if (!record.syncProfile) return { user, outcome: 'signedIn', changed: false };
    return { ...(await applyWrite(db, user, await ssoProfileWrite(db, record, user, profile, true))), outcome: 'signedIn' };
  }
  const authoritative = profile.email !== null && record.domains.includes(domainOf(profile.email));
  const link = async (user: User) =>
    ssoIdentities.insertSsoIdentity(db, {
      id: newId(),
      userId: user.id,
      ssoConnectorId: record.id,
      issuer: profile.issuer,
      identityId: profile.id,
      detail: profile.detail,
    });
  if (authoritative) {
    const owner = await findUserByIdentifier(db, 'email', profile.email!);
    if (owner) {
      if (owner.hasPassword) {
        throw new DomainError(
          'single_sign_on.account_has_password',
          'An account with this email already exists and has a password. Sign in with the password first, then link single sign-on to it.',
          { email: profile.email },
        );
      }
      if (await ssoIdentities.findUserSsoIdentity(db, owner.id, record.id)) {
        throw new DomainError('single_sign_on.identity_conflict', 'The account with this email is linked to another identity of this connector.');
      }
      const refusal = await emailLinkRefusal(db, owner, { ssoConnectorId: record.id });
      if (refusal) throw accountNotLinkable(profile.email!, refusal);
      await link(owner);
      const { user } = await applyWrite(db, owner, await ssoProfileWrite(db, record, owner, profile, record.syncProfile));
      return { user, outcome: 'linked', changed: true };
    }
  }
  const avatar = profile.avatar && isWebUrl(profile.avatar) ? profile.avatar : null;
  const user = await createUser(db, { primaryEmail: authoritative ? profile.email : null, name: profile.name, avatar }, { identifiersVerified: true });
  await link(user);
  return { user, outcome: 'registered', changed: false };
}

// ---- the sign-in itself ------------------------------------------------------------------------------

/** A verified upstream identity, as social or enterprise sign-in hands it over. */
export type FederatedIdentity =
  | { kind: 'social'; connector: SocialConnectorRef; profile: UpstreamProfile }
  | { kind: 'enterprise'; connector: SsoConnectorRecord; profile: SsoIdentityProfile };

export interface FederatedSignIn extends Resolved {
  /** The organizations the user joined (JIT), one Organization.Membership.Updated each, in order. */
  memberships: MembershipChange[];
}

/**
 * The user a verified upstream identity opens, in the caller's transaction: found, linked or
 * registered by the rules above; a new account refused where none may be created (the console's
 * own sign-in: `user.identity_not_exist`, and what resolving wrote rolls back with the
 * transaction). Then JIT membership, on a first sign-in only (an administrator who removed a
 * member has decided, and a later sign-in must not undo it):
 * - a new user with an email the upstream vouched for joins the organizations listing its domain;
 * - a new user or a new link through an enterprise connector joins the organizations listing it.
 */
export async function federatedSignIn(db: Db, identity: FederatedIdentity, clientId: string | null | undefined): Promise<FederatedSignIn> {
  const resolved =
    identity.kind === 'social'
      ? await resolveSocialUser(db, identity.connector, identity.profile)
      : await resolveSsoUser(db, identity.connector, identity.profile);
  if (resolved.outcome === 'registered' && !registrationOpenTo(clientId)) throw identityNotExist();
  const memberships: MembershipChange[] = [];
  const { user, outcome } = resolved;
  if (outcome === 'registered') {
    // The email the new account took from the upstream's word (social: only a verified one).
    const email = identity.kind === 'social' ? (identity.profile.emailVerified ? identity.profile.email : undefined) : user.primaryEmail;
    if (email && user.primaryEmail === email) memberships.push(...(await provisionOrganizationsByEmailDomain(db, user.id, email)));
  }
  if (identity.kind === 'enterprise' && outcome !== 'signedIn') {
    memberships.push(...(await provisionOrganizationsBySsoConnector(db, user.id, identity.connector.id)));
  }
  return { ...resolved, memberships };
}
