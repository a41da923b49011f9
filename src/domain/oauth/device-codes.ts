// The device authorization grant's rules (RFC 8628). A device asks for a pair of codes: the
// device code (32 random bytes, which only the device holds and polls the token endpoint with)
// and the user code a person types at /device (8 letters from 20 consonants, about 34.6 bits,
// shown XXXX-XXXX: no vowels to spell words, no digits to confuse with letters; §6.1). Both are
// stored as SHA-256 digests. A person who enters the user code and approves turns the request
// into a grant of their session (as the code flow's sign-in does), which the device redeems once.
// Guessing user codes is throttled per address by the page (the `verification` throttle).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import {
  consumeDeviceCode,
  findDeviceCodeByDeviceDigest,
  findDeviceCodeByUserDigest,
  insertDeviceCode,
  recordDevicePoll,
  settleDeviceCode,
  type StoredDeviceCode,
} from '../../db/repositories/device-codes.js';
import { findGrantState } from '../../db/repositories/oidc-grants.js';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import { newId, newSecret, sha256 } from '../ids.js';
import { grantRefusal, recordGrant, type GrantState, type PresentedGrant } from './oidc-grants.js';
import type { Session } from './oidc-sessions.js';

export type { StoredDeviceCode };

/** The grant type of the token endpoint (RFC 8628 §3.4). */
export const DEVICE_CODE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';

/** RFC 8628 §6.1's example alphabet: 20 consonants, no vowels (no words), no digits (no 0/O, 1/I). */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const USER_CODE_LENGTH = 8;
/** §3.5: each slow_down adds 5 seconds to the interval the device must keep. */
export const SLOW_DOWN_STEP_SECONDS = 5;
/** A typed code is short: anything much longer is not one (and is not hashed). */
const MAX_TYPED_USER_CODE = 32;
const TYPED_CODE = new RegExp(`^[${USER_CODE_ALPHABET}]{${USER_CODE_LENGTH}}$`);

/** A uniform draw of the user code's letters (bytes ≥ 240 are rejected: 240 is 12 × 20). */
function drawUserCode(): string {
  let out = '';
  while (out.length < USER_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < 240 && out.length < USER_CODE_LENGTH) out += USER_CODE_ALPHABET[byte % 20];
    }
  }
  return out;
}

/** The code as shown to a person: two groups of four. */
export const formatUserCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * The code a person typed, as stored: upper case, without the dash or spaces they may have kept;
 * undefined when it cannot be one (wrong length or letters), so no lookup is made for it.
 */
export function normalizeUserCode(typed: unknown): string | undefined {
  if (typeof typed !== 'string' || typed.length > MAX_TYPED_USER_CODE) return undefined;
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return TYPED_CODE.test(code) ? code : undefined;
}

export interface DeviceAuthorization {
  deviceCode: string;
  /** Formatted XXXX-XXXX. */
  userCode: string;
  expiresIn: number;
  interval: number;
}

/** Opens a device authorization request of `clientId` for `scope` and `resources` (already checked). */
export async function startDeviceAuthorization(
  db: Db,
  clock: Clock,
  request: { clientId: string; scope: string; resources: string[] },
  settings: { ttlSeconds: number; intervalSeconds: number },
): Promise<DeviceAuthorization> {
  const deviceCode = newSecret();
  const expiresAt = new Date(clock.now().getTime() + settings.ttlSeconds * 1000);
  // A user code equal to a stored one (one chance in billions per stored request) is drawn again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const userCode = drawUserCode();
    const inserted = await insertDeviceCode(db, {
      id: newId(),
      deviceCodeDigest: sha256(deviceCode),
      userCodeDigest: sha256(userCode),
      clientId: request.clientId,
      scope: request.scope,
      resources: request.resources,
      intervalSeconds: settings.intervalSeconds,
      expiresAt,
    });
    if (inserted) return { deviceCode, userCode: formatUserCode(userCode), expiresIn: settings.ttlSeconds, interval: settings.intervalSeconds };
  }
  throw new Error('no free user code after 5 draws');
}

/** A wrong, expired or already decided user code: one answer for all, counted as a guess. */
export const invalidUserCode = () =>
  new DomainError('device.invalid_user_code', 'This code is not valid or has expired. Check the code shown on your device and try again.');

/** The request waiting for a person under this typed user code; throws invalidUserCode otherwise. */
export async function pendingDeviceRequest(db: Db, clock: Clock, typed: unknown): Promise<StoredDeviceCode & { userCode: string }> {
  const code = normalizeUserCode(typed);
  if (!code) throw invalidUserCode();
  const found = await findDeviceCodeByUserDigest(db, sha256(code));
  if (!found || found.status !== 'pending' || found.expiresAt.getTime() <= clock.now().getTime()) throw invalidUserCode();
  return { ...found, userCode: formatUserCode(code) };
}

/**
 * The signed-in person approves: a grant for the request's client, scopes and resources, of their
 * session, that the device redeems at the token endpoint. Run it in a transaction: the grant is
 * recorded only when the request was still pending (false otherwise).
 */
export async function approveDeviceRequest(trx: Db, clock: Clock, request: StoredDeviceCode, session: Session): Promise<boolean> {
  const grant = await recordGrant(trx, {
    clientId: request.clientId,
    userId: session.userId,
    sessionId: session.id,
    scope: request.scope,
    resources: request.resources,
    nonce: null,
    authTime: session.createdAt,
    requestedClaims: null,
  });
  return settleDeviceCode(trx, request.id, clock.now(), { status: 'approved', userId: session.userId, grantId: grant.id });
}

/** The person denies: the device is told access_denied. False when it was no longer pending. */
export function denyDeviceRequest(db: Db, clock: Clock, request: StoredDeviceCode): Promise<boolean> {
  return settleDeviceCode(db, request.id, clock.now(), { status: 'denied' });
}

/** An approved request whose grant stands, used up when its tokens are recorded (recordGrantIssue). */
class PresentedDeviceCode implements PresentedGrant {
  constructor(
    readonly state: GrantState,
    private readonly id: string,
  ) {}

  consume(trx: Db): Promise<boolean> {
    return consumeDeviceCode(trx, this.id);
  }
}

/** §3.5's error codes, and invalid_grant for a code that is not (or no longer) redeemable. */
export type DeviceRefusal = { refused: 'authorization_pending' | 'slow_down' | 'access_denied' | 'expired_token' | 'invalid_grant'; description: string };

export const DEVICE_CODE_USED = 'the device code was already used';

/**
 * The token endpoint's poll of `clientId` with `deviceCode`: the grant to redeem, or why not yet
 * (or never). A poll sooner than the interval after the previous one is slow_down and lengthens
 * the interval by 5 seconds (§3.5); every poll of a pending request is recorded.
 */
export async function pollDeviceCode(db: Db, clock: Clock, clientId: string, deviceCode: string): Promise<PresentedGrant | DeviceRefusal> {
  const found = await findDeviceCodeByDeviceDigest(db, sha256(deviceCode));
  if (!found || found.clientId !== clientId) return { refused: 'invalid_grant', description: 'the device code is invalid' };
  if (found.status === 'consumed') return { refused: 'invalid_grant', description: DEVICE_CODE_USED };
  const now = clock.now();
  if (found.expiresAt.getTime() <= now.getTime())
    return { refused: 'expired_token', description: 'the device code has expired; start the device authorization again' };
  if (found.status === 'denied') return { refused: 'access_denied', description: 'the user denied the authorization request' };
  if (found.status === 'pending') {
    const tooSoon = found.lastPolledAt !== null && now.getTime() - found.lastPolledAt.getTime() < found.intervalSeconds * 1000;
    const interval = tooSoon ? found.intervalSeconds + SLOW_DOWN_STEP_SECONDS : found.intervalSeconds;
    await recordDevicePoll(db, found.id, now, interval);
    return tooSoon
      ? { refused: 'slow_down', description: `polling too fast: wait at least ${interval} seconds between requests` }
      : { refused: 'authorization_pending', description: 'the user has not yet approved the request' };
  }
  const state = found.grantId ? await findGrantState(db, found.grantId) : undefined;
  if (!state) return { refused: 'invalid_grant', description: 'the device code is invalid' };
  const refused = grantRefusal(state);
  if (refused) return { refused: 'invalid_grant', description: refused };
  return new PresentedDeviceCode(state, found.id);
}
