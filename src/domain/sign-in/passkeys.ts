// Passkeys (WebAuthn) through @simplewebauthn/server: the library checks every response (origin,
// RP id, challenge, user presence and verification, signature, attestation format, signature
// counter); this module decides which challenge and which credential a response is checked
// against, and what it proves.
//
// Challenges: 32 random bytes each, stored as the SHA-256 of their base64url form, bound to what
// they serve (an interaction for a sign-in; the user and sign-in session for the Account API),
// valid CHALLENGE_TTL_SECONDS, and taken once, before the response is checked: a response
// replayed, or a second response to the same challenge, finds nothing.
// Counters: an authenticator that counts must present a higher counter than the one stored
// (the library refuses otherwise: a cloned authenticator); the new value is written with a
// compare-and-set so two responses carrying the same counter cannot both pass.
// User verification is required everywhere: a passkey is then a factor the user has, unlocked
// by one they know or are, which is why a passkey sign-in needs no other second factor.
import { timingSafeEqual, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/database.js';
import {
  advanceWebauthnCounter,
  deleteUserWebauthnCredential,
  findWebauthnCredentialByCredentialId,
  insertWebauthnChallenge,
  insertWebauthnCredential,
  listUserWebauthnCredentials,
  markWebauthnRegistrationVerified,
  renameUserWebauthnCredential,
  takePendingWebauthnChallenge,
  takeVerifiedWebauthnRegistration,
  userHasWebauthnCredential,
  type ChallengeBinding,
  type ChallengePurpose,
  type WebauthnCredentialRow,
} from '../../db/repositories/webauthn-credentials.js';
import { constraintViolation } from '../../db/constraint-errors.js';
import { findUserByIdentifier } from '../../db/repositories/users.js';
import { DomainError, notFound } from '../errors.js';
import { newId, sha256 } from '../ids.js';
import { parseFields, parseInput, requiredString } from '../input.js';

// The library and its ASN.1 stack (~13 MB of memory in every process) load with the first
// passkey ceremony, not at start: most deployments serve token requests and never use one.
let webauthnLibrary: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => (webauthnLibrary ??= import('@simplewebauthn/server'));

/** How long a ceremony may take, from its options to its response (the browser's timeout too). */
export const CHALLENGE_TTL_SECONDS = 300;

/** The relying party, from the configuration (src/config.ts). */
export interface RelyingParty {
  rpId: string;
  rpName: string;
  origins: string[];
}

/** A user's passkey as the Account and Management APIs show it (never its key). */
export interface Passkey {
  id: string;
  name: string | null;
  agent: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const MAX_NAME_LENGTH = 128;

/** A passkey's new name, read trimmed. */
const newName = z
  .string({ error: `name is 1 to ${MAX_NAME_LENGTH} characters` })
  .trim()
  .min(1, `name is 1 to ${MAX_NAME_LENGTH} characters`)
  .max(MAX_NAME_LENGTH, `name is 1 to ${MAX_NAME_LENGTH} characters`);
/** The name given when a passkey is added, read trimmed; none (or blank) leaves it unnamed. */
const optionalName = z
  .string({ error: `name is a string of at most ${MAX_NAME_LENGTH} characters` })
  .trim()
  .max(MAX_NAME_LENGTH, `name is a string of at most ${MAX_NAME_LENGTH} characters`)
  .nullish();
const verificationIdShape = requiredString('verificationId is required');
const registrationIdShape = requiredString('the verification id of a verified passkey registration is required');
const MAX_AGENT_LENGTH = 512;

export const verificationFailed = (reason?: string) =>
  new DomainError('session.mfa.webauthn_verification_failed', `The passkey response could not be verified${reason ? `: ${reason}` : '.'}`);

const challengeNotFound = () =>
  new DomainError('session.verification_session_not_found', 'This passkey request is unknown, expired or already used; start again.');

const toPasskey = (c: WebauthnCredentialRow): Passkey => ({ id: c.id, name: c.name, agent: c.agent, createdAt: c.createdAt, lastUsedAt: c.lastUsedAt });

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  return (await listUserWebauthnCredentials(db, userId)).map(toPasskey);
}

export const userHasPasskey = (db: Db, userId: string): Promise<boolean> => userHasWebauthnCredential(db, userId);

/** Renames one of the user's passkeys (the Account API's PATCH …/name). */
export async function renamePasskey(db: Db, userId: string, id: string, name: unknown): Promise<Passkey> {
  const given = parseFields(newName, name, ['name']);
  if (!(await renameUserWebauthnCredential(db, userId, id, given))) throw notFound('mfa verification', id);
  return (await listPasskeys(db, userId)).find((p) => p.id === id)!;
}

/** Removes one of the user's passkeys; whether it was theirs. */
export const deletePasskey = (db: Db, userId: string, id: string): Promise<boolean> => deleteUserWebauthnCredential(db, userId, id);

async function newChallenge(db: Db, purpose: ChallengePurpose, binding: ChallengeBinding, challenge: string) {
  const id = newId();
  const { expiresAt } = await insertWebauthnChallenge(db, { id, purpose, challengeDigest: sha256(challenge), binding, ttlSeconds: CHALLENGE_TTL_SECONDS });
  return { id, expiresAt };
}

/** The library's challenge check, against the stored digest, in constant time. */
const challengeMatcher = (digest: Buffer) => (presented: string) => timingSafeEqual(sha256(presented), digest);

const transportsOf = (c: WebauthnCredentialRow) => c.transports as AuthenticatorTransport[];

/** What a response body must at least look like (a PublicKeyCredential's JSON); the library checks the rest. */
const publicKeyCredentialJson = z
  .object({ id: z.string(), rawId: z.string(), type: z.literal('public-key'), response: z.object({}).passthrough() })
  .passthrough();

function checkPayload<T>(payload: unknown): T {
  parseInput(publicKeyCredentialJson, payload, 'payload must be the JSON of a PublicKeyCredential (id, rawId, type "public-key", response)', ['payload']);
  return payload as T;
}

/** The library's refusals (and its parser's) are the response's fault: a 400 naming why. */
async function byLibrary<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    throw verificationFailed(error instanceof Error ? error.message : undefined);
  }
}

// ---- registration ---------------------------------------------------------------------------

export interface RegistrationStart {
  verificationId: string;
  registrationOptions: PublicKeyCredentialCreationOptionsJSON;
  expiresAt: Date;
}

/**
 * Options to create a passkey for `user`: a discoverable credential (so it can sign in without
 * an identifier), user verification required, none of the user's passkeys again.
 */
export async function startPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  user: { id: string; name: string; displayName: string },
  binding: ChallengeBinding,
): Promise<RegistrationStart> {
  const existing = await listUserWebauthnCredentials(db, user.id);
  const { generateRegistrationOptions } = await webauthn();
  const registrationOptions = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpId,
    userID: new TextEncoder().encode(user.id),
    userName: user.name,
    userDisplayName: user.displayName,
    challenge: randomBytes(32),
    timeout: CHALLENGE_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: transportsOf(c) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const { id, expiresAt } = await newChallenge(db, 'registration', { ...binding, userId: user.id }, registrationOptions.challenge);
  return { verificationId: id, registrationOptions, expiresAt };
}

/**
 * Checks a registration response against its challenge (taken once); the new credential is kept
 * with the challenge until bindPasskey adds it to the user.
 */
export async function verifyPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  verificationId: unknown,
  payload: unknown,
  binding: ChallengeBinding & { userId: string },
  agent: string,
): Promise<void> {
  const id = parseFields(verificationIdShape, verificationId, ['verificationId']);
  const response = checkPayload<RegistrationResponseJSON>(payload);
  const challenge = await takePendingWebauthnChallenge(db, id, 'registration', binding);
  if (!challenge) throw challengeNotFound();
  const { verifyRegistrationResponse } = await webauthn();
  const result = await byLibrary(() =>
    verifyRegistrationResponse({
      response,
      expectedChallenge: challengeMatcher(challenge.challengeDigest),
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    }),
  );
  if (!result.verified || !result.registrationInfo) throw verificationFailed();
  const info = result.registrationInfo;
  if (await findWebauthnCredentialByCredentialId(db, info.credential.id))
    throw new DomainError('user.passkey_already_in_use', 'This passkey is already registered.');
  await markWebauthnRegistrationVerified(db, challenge.id, {
    credentialId: info.credential.id,
    publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
    counter: info.credential.counter,
    // What the browser reported, kept as hints for later prompts: strings only.
    transports: (Array.isArray(info.credential.transports) ? info.credential.transports : [])
      .filter((t): t is AuthenticatorTransport => typeof t === 'string')
      .slice(0, 8),
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    aaguid: info.aaguid,
    agent: agent.slice(0, MAX_AGENT_LENGTH),
  });
}

/** Adds the passkey a verified registration created to its user (once). Run in the transaction that emits the event. */
export async function bindPasskey(db: Db, verificationId: unknown, binding: ChallengeBinding & { userId: string }, name?: unknown): Promise<Passkey> {
  const id = parseFields(registrationIdShape, verificationId, ['verificationId']);
  const given = parseFields(optionalName, name, ['name']);
  const registration = await takeVerifiedWebauthnRegistration(db, id, binding);
  if (!registration)
    throw new DomainError(
      'session.mfa.pending_info_not_found',
      'No verified passkey registration has this id (verify the registration first; it is used once).',
    );
  const r = registration as {
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    deviceType: string;
    backedUp: boolean;
    aaguid?: string;
    agent?: string;
  };
  try {
    const credential = await insertWebauthnCredential(db, {
      id: newId(),
      userId: binding.userId,
      credentialId: r.credentialId,
      publicKey: Buffer.from(r.publicKey, 'base64url'),
      counter: r.counter,
      transports: r.transports,
      deviceType: r.deviceType,
      backedUp: r.backedUp,
      aaguid: r.aaguid ?? null,
      name: given || null,
      agent: r.agent || null,
    });
    return toPasskey(credential);
  } catch (error) {
    if (constraintViolation(error)?.constraint === 'webauthn_credentials_credential_id_key')
      throw new DomainError('user.passkey_already_in_use', 'This passkey is already registered.');
    throw error;
  }
}

// ---- authentication -------------------------------------------------------------------------

export interface AuthenticationStart {
  verificationId: string;
  authenticationOptions: PublicKeyCredentialRequestOptionsJSON;
  expiresAt: Date;
}

/**
 * Options to sign in with a passkey: of `userId` (its passkeys listed: a second factor, or a
 * sign-in by identifier), or of anyone (discoverable: the authenticator offers its own).
 */
export async function startPasskeyAuthentication(
  db: Db,
  rp: RelyingParty,
  purpose: 'mfa' | 'sign-in',
  userId: string | null,
  binding: ChallengeBinding,
): Promise<AuthenticationStart> {
  const credentials = userId ? await listUserWebauthnCredentials(db, userId) : [];
  if (purpose === 'mfa' && credentials.length === 0) throw new DomainError('user.webauthn_not_found', 'This account has no passkey.');
  const { generateAuthenticationOptions } = await webauthn();
  const authenticationOptions = await generateAuthenticationOptions({
    rpID: rp.rpId,
    challenge: randomBytes(32),
    timeout: CHALLENGE_TTL_SECONDS * 1000,
    userVerification: 'required',
    allowCredentials: credentials.map((c) => ({ id: c.credentialId, transports: transportsOf(c) })),
  });
  const { id, expiresAt } = await newChallenge(db, purpose, { ...binding, userId }, authenticationOptions.challenge);
  return { verificationId: id, authenticationOptions, expiresAt };
}

/**
 * Checks an assertion against its challenge (taken once) and the credential it names; returns
 * the user it proves. A challenge issued for a user accepts only that user's passkeys; the user
 * handle, when the authenticator gives one, must be the credential's user.
 */
export async function verifyPasskeyAuthentication(
  db: Db,
  rp: RelyingParty,
  purpose: 'mfa' | 'sign-in',
  verificationId: unknown,
  payload: unknown,
  binding: ChallengeBinding,
): Promise<{ userId: string; passkeyId: string }> {
  const id = parseFields(verificationIdShape, verificationId, ['verificationId']);
  const response = checkPayload<AuthenticationResponseJSON>(payload);
  const challenge = await takePendingWebauthnChallenge(db, id, purpose, binding);
  if (!challenge) throw challengeNotFound();
  const credential = await findWebauthnCredentialByCredentialId(db, response.id);
  if (!credential || (challenge.userId !== null && credential.userId !== challenge.userId))
    throw verificationFailed('the passkey is not registered for this account');
  const handle: unknown = response.response.userHandle;
  if (handle !== undefined && handle !== null && (typeof handle !== 'string' || Buffer.from(handle, 'base64url').toString('utf8') !== credential.userId)) {
    throw verificationFailed('the passkey belongs to another account');
  }
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await byLibrary(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: challengeMatcher(challenge.challengeDigest),
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
      credential: {
        id: credential.credentialId,
        publicKey: new Uint8Array(credential.publicKey),
        counter: credential.counter,
        transports: transportsOf(credential),
      },
    }),
  );
  if (!result.verified) throw verificationFailed();
  // Another response with the same counter value may have passed meanwhile: then this one is a replay.
  if (!(await advanceWebauthnCounter(db, credential.id, credential.counter, result.authenticationInfo.newCounter))) {
    throw verificationFailed('the signature counter did not increase');
  }
  return { userId: credential.userId, passkeyId: credential.id };
}

/**
 * The user a sign-in by identifier names, or null (unknown: the ceremony goes on as a discoverable
 * one, so the answer does not tell whether the account exists).
 */
export async function passkeyUserIdOf(db: Db, identifier: { type: 'username' | 'email' | 'phone'; value: string }): Promise<string | null> {
  const value = identifier.type === 'phone' ? identifier.value.replace(/^\+/, '') : identifier.value;
  return (await findUserByIdentifier(db, identifier.type, value))?.id ?? null;
}

// ---- transfer (tessera export-users / import-users) -----------------------------------------

/**
 * A passkey as an export carries it: the public key (base64url) and counter as stored. It signs
 * in on another instance only when that instance has the same relying party id (its host name).
 */
export interface TransferredPasskey {
  id?: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports?: string[];
  deviceType?: string;
  backedUp?: boolean;
  aaguid?: string | null;
  name?: string | null;
  agent?: string | null;
}

export async function exportPasskeys(db: Db, userId: string): Promise<TransferredPasskey[]> {
  return (await listUserWebauthnCredentials(db, userId)).map((c) => ({
    id: c.id,
    credentialId: c.credentialId,
    publicKey: c.publicKey.toString('base64url'),
    counter: c.counter,
    transports: c.transports,
    deviceType: c.deviceType,
    backedUp: c.backedUp,
    aaguid: c.aaguid,
    name: c.name,
    agent: c.agent,
  }));
}

const transferredPasskey = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  credentialId: z.string().regex(/^[A-Za-z0-9_-]{1,1366}$/),
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{1,2048}$/),
  counter: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  transports: z.array(z.string().max(32)).max(16).optional(),
  deviceType: z.string().max(32).optional(),
  backedUp: z.boolean().optional(),
  aaguid: z.string().max(64).nullish(),
  name: z.string().max(MAX_NAME_LENGTH).nullish(),
  agent: z.string().max(MAX_AGENT_LENGTH).nullish(),
});

/** Stores an exported passkey for the user (part of the import's transaction); a credential already registered here is refused. */
export async function importPasskey(db: Db, userId: string, given: unknown): Promise<void> {
  const p = parseInput(transferredPasskey, given, 'each passkey is { credentialId, publicKey (base64url), counter, … } as exported', ['passkeys']);
  if (await findWebauthnCredentialByCredentialId(db, p.credentialId)) {
    throw new DomainError('user.passkey_already_in_use', 'This passkey is already registered.', undefined, ['passkeys']);
  }
  await insertWebauthnCredential(db, {
    id: p.id ?? newId(),
    userId,
    credentialId: p.credentialId,
    publicKey: Buffer.from(p.publicKey, 'base64url'),
    counter: p.counter,
    transports: p.transports ?? [],
    deviceType: p.deviceType ?? 'singleDevice',
    backedUp: p.backedUp ?? false,
    aaguid: p.aaguid ?? null,
    name: p.name ?? null,
    agent: p.agent ?? null,
  });
}
