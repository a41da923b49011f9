// What a sign-in has proved so far: one typed list of verification records, kept in its
// interaction's `data.verifications`. Each record is one kind of proof (a schema per kind below)
// and names, or can find, the user it proves; the second-factor kinds (TOTP, backup code, a
// passkey as second factor) are bound to the user who gave them. Identifying a user starts the
// second factor over, so a TOTP code given while one user was identified never counts for another
// (nor for a later identification of the same user).
//
// What stays elsewhere is not proof but the means to get it: the secrets a challenge is checked
// against (code digests, passkey challenges, a social authorization's state and PKCE verifier,
// an SSO request) live in their own single-use stores until their check passes, and only then
// does a record land here.
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { newId } from '../ids.js';

const id = z.string().min(1);
const userId = z.string().min(1);
/** When a second factor was given (ISO 8601). */
const verifiedAt = z.string();

/** A password checked for an identifier: proves its account. */
export const passwordVerification = z.object({ id, type: z.literal('Password'), userId });

/** A one-time code to an email or phone, checked: proves the address (its account, if any, is looked up at identification). */
export const codeVerification = z.object({
  id,
  type: z.literal('VerificationCode'),
  identifier: z.object({ type: z.enum(['email', 'phone']), value: z.string() }),
});

/** A verified upstream profile of a social connector: its account is resolved (linked, or created) at identification, once. */
export const socialVerification = z.object({
  id,
  type: z.literal('Social'),
  connectorId: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string().optional(),
    emailVerified: z.boolean(),
    name: z.string().optional(),
    avatar: z.string().optional(),
    details: z.record(z.string(), z.unknown()),
    /** How the person signed in at the provider, as it said (src/connectors/types.ts); kept until identification. */
    amr: z.array(z.string()).optional(),
  }),
});

/** An enterprise IdP's answer, resolved to its account when it was verified (src/experience/sso.ts). */
export const enterpriseSsoVerification = z.object({ id, type: z.literal('EnterpriseSso'), userId });

/** A passkey sign-in (user-verifying, phishing-resistant): proves its account and is the second factor too. */
export const passkeyVerification = z.object({ id, type: z.literal('Passkey'), userId });

/** A TOTP code of the identified user. */
export const totpVerification = z.object({ id, type: z.literal('Totp'), userId, verifiedAt });

/** A backup code of the identified user, in place of the TOTP code. */
export const backupCodeVerification = z.object({ id, type: z.literal('BackupCode'), userId, verifiedAt });

/** A passkey as the identified user's second factor (asserted, or registered during the sign-in). */
export const webAuthnVerification = z.object({ id, type: z.literal('WebAuthn'), userId, verifiedAt });

/**
 * A one-time code sent to the identified user's own email or phone as their second factor (the
 * compatible product's MfaEmailVerificationCode and MfaPhoneVerificationCode), checked.
 */
export const mfaCodeVerification = z.object({ id, type: z.literal('MfaVerificationCode'), userId, verifiedAt, channel: z.enum(['email', 'phone']) });

/**
 * What a social or enterprise provider said of how the person signed in there (RFC 8176 values
 * only, upstreamAuthenticationMethods), bound to the user its identity opened: recorded when that
 * identity identifies the user, counted in the session's `amr`.
 */
export const upstreamMethodsVerification = z.object({ id, type: z.literal('UpstreamMethods'), userId, amr: z.array(z.string()) });

/**
 * A new account's identifier and password, as sign-up gives them. While the sign-up page waits
 * for the email's code, the experience keeps this record with the password's hash (and without
 * a hash for sign-up by code, which sets no password) in its own list under `data.experience`,
 * never in the sign-in list, where a record bound to nobody would count for anyone's `amr`. Once
 * the account exists the registration records it in the interaction's list, bound to the new
 * account and without the hash, so that the session's `amr` says a password was set
 * (recordRegistration).
 */
export const newPasswordIdentityVerification = z.object({
  id,
  type: z.literal('NewPasswordIdentity'),
  identifier: z.object({ type: z.enum(['username', 'email', 'phone']), value: z.string() }),
  userId: userId.optional(),
  passwordHash: z.string().nullable().optional(),
});

export const verificationRecord = z.discriminatedUnion('type', [
  passwordVerification,
  codeVerification,
  socialVerification,
  enterpriseSsoVerification,
  passkeyVerification,
  totpVerification,
  backupCodeVerification,
  webAuthnVerification,
  mfaCodeVerification,
  newPasswordIdentityVerification,
  upstreamMethodsVerification,
]);

export type VerificationRecord = z.infer<typeof verificationRecord>;
export type VerificationType = VerificationRecord['type'];
export type VerificationOf<T extends VerificationType> = Extract<VerificationRecord, { type: T }>;
/** A record before it has its id (the list gives one). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type NewVerification = WithoutId<VerificationRecord>;

/** The kinds that are a second factor, each bound to its user. */
export type SecondFactorType = 'Totp' | 'BackupCode' | 'WebAuthn' | 'MfaVerificationCode';
const SECOND_FACTORS = new Set<VerificationType>(['Totp', 'BackupCode', 'WebAuthn', 'MfaVerificationCode']);
export const isSecondFactor = (record: VerificationRecord): record is VerificationOf<SecondFactorType> => SECOND_FACTORS.has(record.type);

/** The interaction's data as stored (JSON); keys other than the list are kept as they are. */
export type SignInData = Record<string, unknown>;

// Keys earlier versions kept proofs under; read into the list, and dropped at the next write.
const LEGACY_SOCIAL = 'socialVerifications';
const LEGACY_MFA = 'mfa';
const LEGACY_MFA_FLAG = 'mfaVerified';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored entries as records, earlier versions' shapes included (an interaction started before an upgrade goes on). */
function storedEntries(data: SignInData): unknown[] {
  const stored = data.verifications;
  // Earlier versions: a map of id → { type, userId }; own entries only.
  const entries = Array.isArray(stored) ? stored : isObject(stored) ? Object.entries(stored).map(([key, v]) => ({ ...(isObject(v) ? v : {}), id: key })) : [];
  const social = isObject(data[LEGACY_SOCIAL])
    ? Object.entries(data[LEGACY_SOCIAL]).map(([key, v]) => ({ ...(isObject(v) ? v : {}), id: key, type: 'Social' }))
    : [];
  // The bound second factor of earlier versions (the unbound flag before it counts for nobody).
  const mfa = data[LEGACY_MFA];
  const factor =
    isObject(mfa) && typeof mfa.userId === 'string'
      ? [{ id: 'legacy-mfa', type: 'Totp', userId: mfa.userId, verifiedAt: typeof mfa.verifiedAt === 'string' ? mfa.verifiedAt : '' }]
      : [];
  return [...entries, ...social, ...factor];
}

/** The interaction's verification records; an entry that fits no schema is no proof and is left out. */
export function verificationsOf(data: SignInData): VerificationRecord[] {
  return storedEntries(data).flatMap((entry) => {
    const parsed = verificationRecord.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The data with `records` as its list (earlier versions' keys folded into it). */
function withVerifications(data: SignInData, records: VerificationRecord[]): SignInData {
  const { [LEGACY_SOCIAL]: _social, [LEGACY_MFA]: _mfa, [LEGACY_MFA_FLAG]: _flag, ...rest } = data;
  return { ...rest, verifications: records };
}

/** Adds a record (a new id unless it brings the one its challenge was issued under); returns the new data and the id. */
export function addVerification(data: SignInData, record: NewVerification & { id?: string }): { data: SignInData; verificationId: string } {
  const verificationId = record.id ?? newId();
  const added = verificationRecord.parse({ ...record, id: verificationId });
  const others = verificationsOf(data).filter((r) => r.id !== verificationId);
  return { data: withVerifications(data, [...others, added]), verificationId };
}

/** The record `verificationId` names in this interaction, or undefined (a non-string names nothing). */
export function findVerification(data: SignInData, verificationId: unknown): VerificationRecord | undefined {
  if (typeof verificationId !== 'string') return undefined;
  return verificationsOf(data).find((r) => r.id === verificationId);
}

const unknownVerification = () => new DomainError('session.verification_session_not_found', 'verificationId is unknown for this interaction');

/** The record of kind `type` that `verificationId` names; `session.verification_session_not_found` otherwise. */
export function verificationOf<T extends VerificationType>(data: SignInData, verificationId: unknown, types: readonly T[]): VerificationOf<T> {
  const found = findVerification(data, verificationId);
  if (!found || !(types as readonly VerificationType[]).includes(found.type)) throw unknownVerification();
  return found as VerificationOf<T>;
}

/** The data without the record `verificationId` (a proof used once). */
export function withoutVerification(data: SignInData, verificationId: string): SignInData {
  return withVerifications(
    data,
    verificationsOf(data).filter((r) => r.id !== verificationId),
  );
}

/** The data after identifying a user: the second factor is to be given (again) by that user. */
export function identified(data: SignInData): SignInData {
  return withVerifications(
    data,
    verificationsOf(data).filter((r) => !isSecondFactor(r)),
  );
}

/** The data after `userId` gave a right second factor of kind `type`, and the record's id. */
export function withSecondFactor(
  data: SignInData,
  type: Exclude<SecondFactorType, 'MfaVerificationCode'>,
  userId: string,
): { data: SignInData; verificationId: string } {
  return addVerification(identified(data), { type, userId, verifiedAt: new Date().toISOString() });
}

/** The data after `userId` gave the right code sent to their own email or phone, under the code's id. */
export function withCodeSecondFactor(data: SignInData, userId: string, channel: 'email' | 'phone', verificationId: string): SignInData {
  return addVerification(identified(data), { id: verificationId, type: 'MfaVerificationCode', userId, channel, verifiedAt: new Date().toISOString() }).data;
}

/** Whether `userId` (the identified user) gave their second factor in this interaction. */
export function mfaVerifiedFor(data: SignInData, userId: string): boolean {
  return verificationsOf(data).some((r) => isSecondFactor(r) && r.userId === userId);
}

/**
 * The values of the Authentication Method Reference registry (RFC 8176 §5.1, as IANA keeps it).
 * It has none for "signed in through another provider", and none is made up here.
 */
const REGISTERED_METHODS: ReadonlySet<string> = new Set([
  'face',
  'fpt',
  'geo',
  'hwk',
  'iris',
  'kba',
  'mca',
  'mfa',
  'otp',
  'pin',
  'pop',
  'pwd',
  'rba',
  'retina',
  'sc',
  'sms',
  'swk',
  'tel',
  'user',
  'vbm',
  'wia',
]);

/**
 * Of what an upstream provider said of its sign-in (an ID token's `amr`, a SAML context mapped to
 * RFC 8176), the registered values, once each: an upstream's own words carry no meaning here.
 */
export function upstreamAuthenticationMethods(amr: readonly string[] | undefined): string[] {
  return [...new Set((amr ?? []).filter((m) => REGISTERED_METHODS.has(m)))];
}

/** The data with `userId`'s upstream sign-in methods recorded (unchanged when there are none to count). */
export function withUpstreamMethods(data: SignInData, userId: string, amr: readonly string[] | undefined): SignInData {
  const methods = upstreamAuthenticationMethods(amr);
  return methods.length ? addVerification(data, { type: 'UpstreamMethods', userId, amr: methods }).data : data;
}

/**
 * How `userId` signed in, as RFC 8176 authentication method references for the ID token's
 * `amr`: `pwd` (password), `otp` (a one-time code by email, a TOTP or a backup code), `sms` (a
 * code by text message, first or second factor), `hwk` and `user` (a passkey: a key held by a device, with user
 * verification), and `mfa` once more than one factor was given (a second factor, or a passkey,
 * which is one on its own). A registration counts what it proved: the password it set, the email a
 * code proved. A sign-in through a social or enterprise provider adds the registered RFC 8176
 * values the provider asserted (its ID token's `amr`, SAML's password context as `pwd`), and
 * nothing when it asserted none. Proofs bound to another user do not count.
 */
export function authenticationMethods(data: SignInData, userId: string): string[] {
  const methods = new Set<string>();
  for (const record of verificationsOf(data)) {
    if ('userId' in record && record.userId !== undefined && record.userId !== userId) continue;
    switch (record.type) {
      case 'Password':
      case 'NewPasswordIdentity':
        methods.add('pwd');
        break;
      case 'VerificationCode':
        methods.add(record.identifier.type === 'phone' ? 'sms' : 'otp');
        break;
      case 'Passkey':
        methods.add('hwk').add('user').add('mfa');
        break;
      case 'Totp':
      case 'BackupCode':
        methods.add('otp').add('mfa');
        break;
      case 'WebAuthn':
        methods.add('hwk').add('mfa');
        break;
      case 'MfaVerificationCode':
        methods.add(record.channel === 'phone' ? 'sms' : 'otp').add('mfa');
        break;
      case 'UpstreamMethods':
        for (const method of upstreamAuthenticationMethods(record.amr)) methods.add(method);
        break;
      default:
        break;
    }
  }
  return [...methods];
}
