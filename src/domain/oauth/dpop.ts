// DPoP (RFC 9449) rules that are not JOSE: which tokens are bound and how a binding is written
// and read (`cnf.jkt`), the API resources that take only bound tokens, how long a proof is
// accepted, single use of a proof
// across every instance (its `jti`, per key, kept in the database until the proof is too old
// anyway), and the server nonces (§8): an HMAC of a time slot under a key derived from the cookie
// key (oidc/cookies.ts), which every instance shares, so any instance accepts a nonce another one handed out.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { recordDpopProofJti } from '../../db/repositories/dpop-proof-jtis.js';
import type { Clock } from '../clock.js';
import { findResourceByIndicator } from './token-resources.js';

/** How far a proof's `iat` may be from our clock, either way (§11.1): a proof is accepted this long. */
export const DPOP_IAT_WINDOW_SECONDS = 60;

/** A nonce is good for the slot it was made in and the next one: between 5 and 10 minutes. */
const NONCE_SLOT_SECONDS = 300;

/** True the first time a proof by key `jkt` presents `jti`; false for a replay (also one racing the first). */
export function firstUseOfDpopProof(db: Db, clock: Clock, jkt: string, jti: string): Promise<boolean> {
  // Kept as long as a proof with that jti could still pass the iat check, and a little more.
  const expiresAt = new Date(clock.now().getTime() + 2 * DPOP_IAT_WINDOW_SECONDS * 1000);
  return recordDpopProofJti(db, jkt, jti, expiresAt);
}

const nonceKeys = new WeakMap<Buffer, Buffer>();

/** A key of its own, derived from the shared secret: a nonce is never a valid cookie signature or the reverse. */
function nonceKey(secret: Buffer): Buffer {
  let key = nonceKeys.get(secret);
  if (!key) nonceKeys.set(secret, (key = createHmac('sha256', secret).update('tessera dpop nonce v1').digest()));
  return key;
}

function nonceOf(key: Buffer, slot: number): string {
  const mac = createHmac('sha256', key).update(String(slot)).digest().subarray(0, 16).toString('base64url');
  return `${slot.toString(36)}.${mac}`;
}

const slotOf = (clock: Clock) => Math.floor(clock.now().getTime() / 1000 / NONCE_SLOT_SECONDS);

/** The nonce to hand out now (the `DPoP-Nonce` header). */
export function currentDpopNonce(clock: Clock, secret: Buffer): string {
  return nonceOf(nonceKey(secret), slotOf(clock));
}

/** Whether `nonce` is one we handed out in this slot or the previous one; compared in constant time. */
export function isCurrentDpopNonce(clock: Clock, secret: Buffer, nonce: string): boolean {
  const dot = nonce.indexOf('.');
  if (dot <= 0 || nonce.length > 64) return false;
  const slot = Number.parseInt(nonce.slice(0, dot), 36);
  const now = slotOf(clock);
  if (slot !== now && slot !== now - 1) return false;
  const expected = Buffer.from(nonceOf(nonceKey(secret), slot));
  const given = Buffer.from(nonce);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The confirmation claim of a token bound to the key `jkt` (RFC 9449 §6.1). */
export const dpopConfirmation = (jkt: string) => ({ cnf: { jkt } });

/** The key thumbprint a token's claims bind it to, if any. */
export function boundKeyOf(claims: Record<string, unknown>): string | undefined {
  const cnf = claims.cnf;
  if (typeof cnf !== 'object' || cnf === null) return undefined;
  const jkt = (cnf as Record<string, unknown>).jkt;
  return typeof jkt === 'string' ? jkt : undefined;
}

/**
 * Refresh tokens are bound for public clients only (§5): a confidential client authenticates at
 * every refresh, so its refresh token is not a bearer credential by itself; its access tokens are
 * bound all the same.
 */
export const refreshTokenKey = (publicClient: boolean, jkt: string | undefined): string | undefined => (publicClient ? jkt : undefined);

/** Why no token may be issued for this resource without a DPoP key, or undefined when it may. */
export function unboundIssueRefusal(resource: { indicator: string; dpopBoundAccessTokensRequired: boolean }, jkt: string | undefined): string | undefined {
  if (jkt || !resource.dpopBoundAccessTokensRequired) return undefined;
  return `${resource.indicator} accepts only DPoP-bound access tokens: send a DPoP proof`;
}

/** Whether the API resource `indicator` names accepts only DPoP-bound tokens (false for any other audience). */
export async function onlyBoundTokensFor(db: Db, indicator: string): Promise<boolean> {
  return (await findResourceByIndicator(db, indicator))?.dpopBoundAccessTokensRequired ?? false;
}
