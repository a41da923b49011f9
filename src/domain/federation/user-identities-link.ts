// Linking a social identity to an account that is already signed in (the Account API), and by an
// administrator who exchanges an upstream authorization code (the Management API).
//
// The Account API's social verification is bound to the user *and* the sign-in session that
// started it, and expires: a record started in one browser cannot be finished, nor used, from
// another session or by another user — so nobody links their upstream account into someone
// else's by getting them to open an authorization URL. Each step happens once: the callback
// takes the pending record (its PKCE verifier and nonce are then forgotten), the link uses the
// verified one. Linking also needs the Account API's proof of identity (src/domain/sign-in/account.ts),
// as every change to how the account is signed into.
//
// One upstream identity belongs to one user at most (the identity is locked while it is checked
// and written, as the sign-in does), and an account keeps one identity per target: replacing one
// is an unlink, then a link. Unlinking never removes the last way to sign in.
import type { Db } from '../../db/database.js';
import {
  insertSocialVerification,
  markSocialVerified,
  takePendingSocialVerification,
  useVerifiedSocialVerification,
  type PendingSocialVerification,
} from '../../db/repositories/account-social-verifications.js';
import { findUserByIdentity, lockIdentity, setUserIdentity } from '../../db/repositories/connectors.js';
import { countUserSsoIdentities, lockUserRow } from '../../db/repositories/user-identities.js';
import type { AccountCaller } from '../sign-in/account.js';
import type { OutboundPolicy } from '../../net/outbound-urls.js';
import type { CodeExchange, ConnectorSettings } from '../../connectors/types.js';
import { connectorForSignIn, connectorStillThere, type Connector } from './connectors.js';
import { fromUpstream } from './upstream-errors.js';
import type { KeyEncryptionKey } from '../envelope.js';
import { z } from 'zod';
import { DomainError, notFound } from '../errors.js';
import { jsonObject, parseFields, parseInput, requiredString } from '../input.js';
import { newId } from '../ids.js';
import { isLoopbackHost } from '../../net/loopback-hosts.js';
import type { UpstreamProfile } from '../../connectors/types.js';
import { getUser, type User } from '../directory/users.js';

/** How long a social verification may be finished and used (the reference's verification records: 10 minutes). */
export const SOCIAL_VERIFICATION_TTL_SECONDS = 600;

/**
 * Where the upstream sends the browser back: the account page of the client that links (often
 * not on Tessera's origin). https, or http to this machine; no fragment, no credentials. The
 * upstream's own list of registered redirect URIs is what keeps it to the operator's pages.
 */
export function checkLinkRedirectUri(value: unknown): string {
  return parseFields(linkRedirectUri, value, ['redirectUri']);
}

const ABSOLUTE_URL = 'redirectUri must be an absolute URL';
const linkRedirectUri = z
  .string({ error: ABSOLUTE_URL })
  .max(2048, ABSOLUTE_URL)
  .refine((value) => URL.canParse(value), { error: ABSOLUTE_URL, abort: true })
  .refine((value) => {
    const u = new URL(value);
    return (u.protocol === 'https:' || (u.protocol === 'http:' && isLoopbackHost(u))) && !u.username && !u.password && !value.includes('#');
  }, 'redirectUri must be an https URL (http only on localhost), without credentials or fragment');

/** The connector to link through, with its settings (404 connector.not_found). */
export const connectorToLink = (db: Db, connectorId: unknown, kek: KeyEncryptionKey, outbound: OutboundPolicy) =>
  connectorForSignIn(db, parseFields(requiredString('connectorId is required'), connectorId, ['connectorId']), kek, outbound);

export interface SocialLinkSession {
  connectorId: string;
  state: string;
  nonce?: string;
  codeVerifier: string;
  redirectUri: string;
}

/** Records an authorization sent upstream for `caller`; its verification record id. */
export async function startSocialVerification(
  db: Db,
  caller: AccountCaller,
  session: SocialLinkSession,
): Promise<{ verificationRecordId: string; expiresAt: Date }> {
  const id = newId();
  const { expiresAt } = await insertSocialVerification(db, {
    id,
    owner: caller,
    connectorId: session.connectorId,
    state: session.state,
    nonce: session.nonce ?? null,
    codeVerifier: session.codeVerifier,
    redirectUri: session.redirectUri,
    ttlSeconds: SOCIAL_VERIFICATION_TTL_SECONDS,
  });
  return { verificationRecordId: id, expiresAt };
}

const recordNotFound = () =>
  new DomainError(
    'verification_record.not_found',
    'This verification record is unknown, expired, already used, or was started in another sign-in session; start again.',
  );

/** Takes the caller's pending record for its callback, once (404 verification_record.not_found otherwise). */
export async function takeSocialVerificationForCallback(db: Db, caller: AccountCaller, verificationRecordId: unknown): Promise<PendingSocialVerification> {
  const id = parseFields(requiredString('verificationRecordId is required'), verificationRecordId, ['verificationRecordId']);
  const pending = await takePendingSocialVerification(db, id, caller);
  if (!pending) throw recordNotFound();
  return pending;
}

/** Keeps the profile the upstream vouched for, until the link uses it. */
export async function completeSocialVerification(db: Db, verificationRecordId: string, profile: UpstreamProfile): Promise<void> {
  if (!(await markSocialVerified(db, verificationRecordId, { ...profile }))) throw recordNotFound();
}

const alreadyInUse = (target: string, reason: 'linked_to_another_user' | 'target_already_linked') =>
  new DomainError(
    'user.identity_already_in_use',
    reason === 'linked_to_another_user'
      ? 'This identity is already linked to another account.'
      : 'Your account already has an identity from this provider: unlink it first.',
    { target, reason },
  );

/** Links `profile` at the connector's target to `userId`, in the caller's transaction. */
async function link(db: Db, userId: string, connector: Pick<Connector, 'target'>, profile: UpstreamProfile, replace: boolean): Promise<User> {
  const { target } = connector;
  await lockIdentity(db, target, profile.id);
  const holder = await findUserByIdentity(db, target, profile.id);
  if (holder && holder.id !== userId) throw alreadyInUse(target, 'linked_to_another_user');
  const user = await getUser(db, userId);
  if (!replace && Object.hasOwn(user.identities, target)) throw alreadyInUse(target, 'target_already_linked');
  return (await setUserIdentity(db, userId, target, { userId: profile.id, details: profile.details })) ?? user;
}

/**
 * POST /api/my-account/identities: uses the caller's verified social record (once) and links the
 * identity it proved. Run in the transaction that writes the event.
 */
export async function linkVerifiedSocialIdentity(db: Db, caller: AccountCaller, verificationRecordId: unknown): Promise<User> {
  const id = parseFields(requiredString('newIdentifierVerificationRecordId is required'), verificationRecordId, ['newIdentifierVerificationRecordId']);
  const verified = await useVerifiedSocialVerification(db, id, caller);
  if (!verified) throw recordNotFound();
  const connector = await connectorStillThere(db, verified.connectorId);
  return link(db, caller.userId, connector, verified.profile as unknown as UpstreamProfile, false);
}

/** Whether the user could still sign in without the identity at `target`. */
async function keepsASignInMethod(db: Db, user: User, target: string): Promise<boolean> {
  // A password is usable with the username, email or phone every account with one has.
  if (user.hasPassword || user.primaryEmail !== null || user.primaryPhone !== null) return true;
  if (Object.keys(user.identities).some((t) => t !== target)) return true;
  return (await countUserSsoIdentities(db, user.id)) > 0;
}

/**
 * DELETE /api/my-account/identities/:target: unlinks, unless it is the user's last way to sign in
 * (no password, email, phone, other social identity or SSO identity): 400
 * user.last_sign_in_method_required. The user's row is locked, so two unlinks at once cannot
 * each leave "the other one".
 */
export async function unlinkOwnSocialIdentity(db: Db, userId: string, target: string): Promise<User> {
  if (!(await lockUserRow(db, userId))) throw notFound('user', userId);
  const user = await getUser(db, userId);
  if (!Object.hasOwn(user.identities, target)) throw notFound('identity', target);
  if (!(await keepsASignInMethod(db, user, target))) {
    throw new DomainError(
      'user.last_sign_in_method_required',
      'This is the only way to sign in to your account: add a password, an email or another sign-in method first.',
      { target },
    );
  }
  return (await setUserIdentity(db, userId, target, null)) ?? user;
}

/** The upstream exchange (src/connectors), given by the caller: the domain speaks no protocol. */
export type ExchangeCode = (settings: ConnectorSettings, exchange: CodeExchange) => Promise<UpstreamProfile>;

/** connectorData's text `key`: 1 to `max` characters, or absent (undefined, null); `required` when it must be given. */
const connectorText = (key: string, max: number, required?: string) => {
  const range = `connectorData.${key} must be 1 to ${max} characters`;
  return z
    .string({ error: (issue) => (issue.input == null ? required : undefined) ?? range })
    .min(1, range)
    .max(max, range);
};
const connectorDataShape = {
  code: connectorText('code', 4096, 'connectorData.code is required (the authorization code from the provider)'),
  redirectUri: connectorText('redirectUri', 2048).nullish(),
  codeVerifier: connectorText('codeVerifier', 256).nullish(),
  nonce: connectorText('nonce', 512).nullish(),
  iss: connectorText('iss', 2048).nullish(),
};

/** The own member `key` of connectorData, checked by its schema (undefined when absent or null). */
const optionalText = (data: Record<string, unknown>, key: keyof typeof connectorDataShape): string | undefined =>
  parseFields(connectorDataShape[key], Object.hasOwn(data, key) ? data[key] : undefined, ['connectorData', key]) ?? undefined;

/** connectorData as the Management API takes it: the upstream's `code` and the `redirectUri` it was sent to, and the PKCE verifier and nonce if the authorization had them. */
export function checkConnectorData(input: unknown): CodeExchange {
  parseInput(jsonObject(), input, 'connectorData must be an object', ['connectorData']);
  const data = input as Record<string, unknown>;
  const code = optionalText(data, 'code')!;
  const redirectUri = checkLinkRedirectUri(optionalText(data, 'redirectUri'));
  const codeVerifier = optionalText(data, 'codeVerifier');
  const nonce = optionalText(data, 'nonce');
  const iss = optionalText(data, 'iss');
  return { code, redirectUri, ...(codeVerifier ? { codeVerifier } : {}), ...(nonce ? { nonce } : {}), ...(iss ? { iss } : {}) };
}

/** What an administrator's code exchange proved: the connector and the identity its provider vouches for. */
export interface ExchangedIdentity {
  connector: Connector;
  profile: UpstreamProfile;
}

/**
 * POST /api/users/:userId/identities, first half: the administrator's client got an authorization
 * code from the connector's provider; Tessera exchanges it (with the connector's client secret).
 * Reads only, and calls the provider: run it before the mutation's transaction opens, so no
 * database connection is held while the provider answers.
 */
export async function exchangeIdentityCode(
  db: Db,
  kek: KeyEncryptionKey,
  outbound: OutboundPolicy,
  userId: string,
  input: { connectorId?: unknown; connectorData?: unknown },
  exchangeCode: ExchangeCode,
): Promise<ExchangedIdentity> {
  await getUser(db, userId);
  const exchange = checkConnectorData(input.connectorData);
  const { connector, settings } = await connectorToLink(db, input.connectorId, kek, outbound);
  return { connector, profile: await fromUpstream(connector.id, () => exchangeCode(settings, exchange)) };
}

/**
 * Second half, in the mutation's transaction: links the identity the provider vouched for. It
 * replaces an identity the user had at that target, as the reference does; one linked to another
 * user is refused.
 */
export async function linkExchangedIdentity(
  db: Db,
  userId: string,
  exchanged: ExchangedIdentity,
): Promise<{ user: User; identities: Record<string, unknown> }> {
  const user = await link(db, userId, exchanged.connector, exchanged.profile, true);
  return { user, identities: user.identities };
}
