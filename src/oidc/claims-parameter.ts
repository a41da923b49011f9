// The `claims` request parameter (OIDC Core §5.5): a JSON object naming individual claims for the
// ID token (`id_token`) and for userinfo (`userinfo`). Only the names are kept: `essential`,
// `value` and `values` are hints the specification lets a provider ignore (§5.5.1), and a name
// this server does not know is ignored, never refused. Which of the named claims are released
// is the claim policy's decision (src/domain/oauth/user-claims.ts).
import { z } from 'zod';
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

/** Why a `claims` value is refused (invalid_request), or its names. */
export function parseClaimsParameter(raw: string): { claims: RequestedClaims } | { refused: string } {
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
  const names = (m: Record<string, unknown> | undefined) => Object.keys(m ?? {}).filter((name) => CLAIM_NAME.test(name));
  return { claims: { idToken: names(parsed.data.id_token), userinfo: names(parsed.data.userinfo) } };
}
