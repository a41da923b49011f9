// The `claims` request parameter (OIDC Core §5.5): a JSON object naming individual claims for the
// ID token (`id_token`) and for userinfo (`userinfo`). Only the names are kept: `essential`,
// `value` and `values` are hints the specification lets a provider ignore (§5.5.1), and a name
// this server does not know is ignored, never refused. Which of the named claims are released
// is the claim policy's decision (src/domain/oauth/user-claims.ts). One exception: the ID token's
// `acr` (§5.5.1.1), whose `essential` and `value`/`values` are kept as the request's acr wishes
// (src/domain/oauth/acr.ts).
import { z } from 'zod';
import type { AcrRequest } from '../domain/oauth/acr.js';
import type { RequestedClaims } from '../domain/oauth/user-claims.js';

/** Longer than any real request (a few dozen names), short of a body-sized parameter. */
export const CLAIMS_PARAMETER_MAX_LENGTH = 4096;
const CLAIM_NAME = /^[A-Za-z0-9_:.-]{1,100}$/;

const individualClaim = z.union([
  z.null(),
  z.looseObject({ essential: z.boolean().optional(), value: z.unknown().optional(), values: z.array(z.unknown()).optional() }),
]);
const member = z.record(z.string(), individualClaim).optional();
const claimsParameter = z.looseObject({ id_token: member, userinfo: member });

/** The ID token's `acr` as the parameter asked for it: null, or its essential flag and the string values of `value` and `values`. */
function acrOf(member: Record<string, z.infer<typeof individualClaim>> | undefined): AcrRequest | undefined {
  if (!member || !Object.hasOwn(member, 'acr')) return undefined;
  const claim = member.acr;
  if (!claim) return { values: [], essential: false };
  const values = [claim.value, ...(claim.values ?? [])].filter((v): v is string => typeof v === 'string');
  return { values, essential: claim.essential === true };
}

/** Why a `claims` value is refused (invalid_request), or its names (and the ID token's `acr` wishes). */
export function parseClaimsParameter(raw: string): { claims: RequestedClaims; acr?: AcrRequest } | { refused: string } {
  if (raw.length > CLAIMS_PARAMETER_MAX_LENGTH) return { refused: `claims must be at most ${CLAIMS_PARAMETER_MAX_LENGTH} characters` };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { refused: 'claims must be a JSON object' };
  }
  const parsed = claimsParameter.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` (at ${issue.path.join('.')})` : '';
    return { refused: `claims is not a valid claims request${where}: each of id_token and userinfo is an object of claim names to null or to an object` };
  }
  // `acr` is not a claim about the user: it is kept apart, as what the sign-in must satisfy.
  const names = (m: Record<string, unknown> | undefined) => Object.keys(m ?? {}).filter((name) => CLAIM_NAME.test(name) && name !== 'acr');
  const acr = acrOf(parsed.data.id_token);
  return { claims: { idToken: names(parsed.data.id_token), userinfo: names(parsed.data.userinfo) }, ...(acr ? { acr } : {}) };
}
