// An upstream's claims → the profile the sign-in uses, through a map of claim names. Only what
// has the expected type is taken; an email counts as verified only when a claim says `true`.
import type { ProfileMap, UpstreamProfile } from './types.js';
import { EMAIL_ADDRESS_MAX_LENGTH, isEmailAddress } from '../net/email-address.js';

export class ProfileError extends Error {
  readonly code = 'ERR_PROFILE';
}

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : undefined);

/** The details kept on the linked identity: the upstream's own claims, bounded and without tokens. */
function detailsOf(claims: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(claims)) {
    if (['nonce', 'at_hash', 'c_hash', 's_hash', 'aud', 'azp', 'exp', 'iat', 'auth_time', 'sid'].includes(key)) continue;
    if (typeof value === 'string' && value.length > 2048) continue;
    if (JSON.stringify(value ?? null).length > 4096) continue;
    out[key] = value;
  }
  return out;
}

/** An ID token's `amr` (OIDC Core §2): its short strings, at most 20; undefined when it has none. */
export function amrOfIdToken(claims: Record<string, unknown>): string[] | undefined {
  const amr = claims.amr;
  if (!Array.isArray(amr)) return undefined;
  const values = amr.filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 64).slice(0, 20);
  return values.length ? values : undefined;
}

export function profileFromClaims(claims: Record<string, unknown>, map: ProfileMap): UpstreamProfile {
  const rawId = claims[map.id];
  const id = typeof rawId === 'number' && Number.isSafeInteger(rawId) ? String(rawId) : text(rawId, 255);
  if (!id) throw new ProfileError(`the provider's answer has no usable ${map.id} claim`);
  // An address the account could not hold (or a URL a page should not load) is left out, not an error.
  const rawEmail = map.email ? text(claims[map.email], EMAIL_ADDRESS_MAX_LENGTH)?.toLowerCase() : undefined;
  const email = rawEmail && isEmailAddress(rawEmail) ? rawEmail : undefined;
  const verified = map.emailVerified ? claims[map.emailVerified] === true : false;
  const avatar = map.avatar ? text(claims[map.avatar], 2048) : undefined;
  return {
    id,
    ...(email ? { email, emailVerified: verified } : { emailVerified: false }),
    ...(map.name && text(claims[map.name], 128) ? { name: text(claims[map.name], 128)! } : {}),
    ...(avatar && /^https?:\/\//i.test(avatar) && URL.canParse(avatar) ? { avatar } : {}),
    details: detailsOf(claims),
  };
}
