// Secrets that must stay readable (signing keys, TOTP secrets) cannot be hashed; with
// KEY_ENCRYPTION_KEY configured they are sealed at rest with AES-256-GCM and stored as
// `<tag><base64 of iv (12 bytes) | auth tag (16) | ciphertext>`. The tag says how to open a value,
// so a format change gets a new tag and old rows stay readable. Associated data binds a
// ciphertext to its row: one copied onto another row fails to open instead of being used there.
// Without a key, values are stored as they are (development); a value without its tag is read as
// clear text, which also keeps rows written before sealing existed working.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** KEY_ENCRYPTION_KEY (32 bytes), when configured. */
export type KeyEncryptionKey = Buffer | undefined;

/**
 * The formats in use, one per kind of secret so a ciphertext of one kind never opens as another:
 * - `enc:v1:` OIDC signing keys, no associated data (the format before associated data existed);
 * - `sealed:v1:` webhook signing keys, bound to the hook id;
 * - `enc:v2:` TOTP secrets, bound to `totp:<user id>`;
 * - `enc:v3:` secrets kept in system_settings (the cookie signing key), bound to `system_settings:<key>`;
 * - `sso:v1:` secrets of enterprise SSO connectors, bound to `sso_connector:<id>:<field>`.
 * - `enc:v4:` social connectors' client secrets, bound to `connectors:<connector id>`.
 * - `resp:v1:` authorization responses held for a form post, sealed under a key derived from
 *   their one-time handle (not KEY_ENCRYPTION_KEY), bound to the redirect URI.
 * - `saml:v1:` SAML applications' signing keys, bound to `saml_application_secrets:<secret id>`.
 * - `ctest:v1:` the PKCE verifier of an administrator's test sign-in, bound to `connector_tests:<test id>`.
 */
export type EnvelopeTag = 'enc:v1:' | 'sealed:v1:' | 'enc:v2:' | 'enc:v3:' | 'sso:v1:' | 'enc:v4:' | 'resp:v1:' | 'saml:v1:' | 'ctest:v1:';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class EnvelopeError extends Error {
  constructor(
    /** `ERR_ENVELOPE_NO_KEY`: sealed but no key configured; `ERR_ENVELOPE_OPEN`: wrong key, other row, or altered. */
    readonly code: 'ERR_ENVELOPE_NO_KEY' | 'ERR_ENVELOPE_OPEN',
    message: string,
  ) {
    super(message);
  }
}

const BOUND: Record<EnvelopeTag, boolean> = {
  'enc:v1:': false,
  'sealed:v1:': true,
  'enc:v2:': true,
  'enc:v3:': true,
  'sso:v1:': true,
  'enc:v4:': true,
  'resp:v1:': true,
  'saml:v1:': true,
  'ctest:v1:': true,
};

function aadOf(tag: EnvelopeTag, boundTo: string | undefined): Buffer | undefined {
  // A caller mistake, not bad data: a bound format sealed without its owner would bind nothing.
  if (BOUND[tag] !== (boundTo !== undefined)) throw new Error(`${tag} ${BOUND[tag] ? 'needs' : 'takes no'} associated data`);
  return boundTo === undefined ? undefined : Buffer.from(boundTo, 'utf8');
}

/** Seals `plain` under the key, bound to `boundTo` when given; without a key returns `plain`. */
export function sealSecret(plain: string, kek: KeyEncryptionKey, tag: EnvelopeTag, boundTo?: string): string {
  const aad = aadOf(tag, boundTo);
  if (!kek) return plain;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  if (aad) cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return tag + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export const isSealed = (stored: string, tag: EnvelopeTag): boolean => stored.startsWith(tag);

/**
 * The clear value of a stored one. A value without `tag` is returned as it is (stored in clear);
 * a sealed one must open with the key and the same `boundTo`, or an EnvelopeError is thrown.
 */
export function openSecret(stored: string, kek: KeyEncryptionKey, tag: EnvelopeTag, boundTo?: string): string {
  const aad = aadOf(tag, boundTo);
  if (!isSealed(stored, tag)) return stored;
  if (!kek) throw new EnvelopeError('ERR_ENVELOPE_NO_KEY', 'the value is sealed with KEY_ENCRYPTION_KEY, which is not configured');
  const raw = Buffer.from(stored.slice(tag.length), 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new EnvelopeError('ERR_ENVELOPE_OPEN', 'the sealed value is truncated');
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, raw.subarray(0, IV_BYTES));
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new EnvelopeError('ERR_ENVELOPE_OPEN', 'the sealed value does not open: another key, another row, or altered');
  }
}
