// Authentication Context Class References (OIDC Core §2 `acr`, §3.1.2.1 `acr_values`, §5.5.1.1
// an essential `acr` in the `claims` parameter): which levels of sign-in Tessera can assert, what
// a request asks for, whether a session's sign-in satisfies it, and the value its ID tokens carry.
// A session's level is read from how it signed in (its `amr`, src/domain/sign-in/sign-in-state.ts
// authenticationMethods): `mfa` among them is the multi-factor level, anything else one factor.
// Pure rules: the authorization endpoint decides with them whether to sign the person in again
// (step-up), and the token endpoint which value to assert (docs/oidc.md "acr").

/** One factor: a password, a one-time code, a provider's sign-in that asserted no second factor. */
export const ACR_SINGLE_FACTOR = 'urn:tessera:acr:single-factor';
/** More than one factor: a second factor given at sign-in (TOTP, backup code, passkey) or a passkey. */
export const ACR_MULTI_FACTOR = 'urn:tessera:acr:multi-factor';
/**
 * The OpenID PAPE multi-factor policy URI, the value Auth0's and Okta's client libraries and
 * documentation send for MFA: the same level as ACR_MULTI_FACTOR, asserted as itself when asked for.
 */
export const ACR_PAPE_MULTI_FACTOR = 'http://schemas.openid.net/pape/policies/2007/06/multi-factor';

const LEVEL_OF: ReadonlyMap<string, number> = new Map([
  [ACR_SINGLE_FACTOR, 1],
  [ACR_MULTI_FACTOR, 2],
  [ACR_PAPE_MULTI_FACTOR, 2],
]);

/** Every value this server can assert (discovery's `acr_values_supported`), weakest first. */
export const ACR_VALUES_SUPPORTED: readonly string[] = [...LEVEL_OF.keys()];

/** What an authorization request asked of `acr`: its values in order of preference, and whether it is essential. */
export interface AcrRequest {
  values: string[];
  essential: boolean;
}

/** The level a session's sign-in reached, from its RFC 8176 `amr`. */
export const acrLevelOfAmr = (amr: readonly string[]): number => (amr.includes('mfa') ? 2 : 1);

const known = (request: AcrRequest) => request.values.filter((v) => LEVEL_OF.has(v));

/**
 * The request's `acr` wishes from `acr_values` (voluntary, OIDC Core §3.1.2.1) and the `claims`
 * parameter's `id_token.acr` (voluntary, or essential with `value`/`values`, §5.5.1.1); undefined
 * when neither asked. An essential request keeps only its own values; voluntary ones are joined.
 */
export function acrRequestOf(acrValues: string | undefined, claim: AcrRequest | undefined): AcrRequest | undefined {
  const voluntary = (acrValues ?? '').split(' ').filter(Boolean);
  if (claim?.essential) return { values: bounded(claim.values), essential: true };
  if (!claim && voluntary.length === 0) return undefined;
  return { values: bounded([...voluntary, ...(claim?.values ?? [])]), essential: false };
}

/** Kept with the interaction and the grant: distinct values of a sane length, at most 20 (no real request has more). */
const bounded = (values: readonly string[]): string[] => [...new Set(values.filter((v) => v.length > 0 && v.length <= 255))].slice(0, 20);

/**
 * Why an essential request can never be satisfied (it names values, none of them known here):
 * the answer is `unmet_authentication_requirements` at once; undefined when it can be.
 */
export function unsatisfiableAcr(request: AcrRequest | undefined): string | undefined {
  if (!request?.essential || request.values.length === 0 || known(request).length > 0) return undefined;
  return `none of the essential acr values requested is supported here (supported: ${ACR_VALUES_SUPPORTED.join(', ')})`;
}

/**
 * The level the sign-in must reach for the request: the lowest of the known values asked for
 * (any of them satisfies the client), or undefined when it asks for no known level. Unknown values
 * of a voluntary request are ignored.
 */
export function requiredAcrLevel(request: AcrRequest | undefined): number | undefined {
  if (!request) return undefined;
  const levels = known(request).map((v) => LEVEL_OF.get(v)!);
  return levels.length ? Math.min(...levels) : undefined;
}

/** Whether a sign-in with `amr` satisfies what the request asked (a request for no known level is satisfied). */
export function acrSatisfied(request: AcrRequest | undefined, amr: readonly string[]): boolean {
  const required = requiredAcrLevel(request);
  return required === undefined || acrLevelOfAmr(amr) >= required;
}

/**
 * The `acr` an ID token carries for a sign-in with `amr`, when the request asked for one: of the
 * values asked for that the sign-in satisfies, the strongest (the first asked among equals);
 * else the value of the level reached (a voluntary request is answered with what was done,
 * §3.1.2.1). Undefined when the request did not ask for `acr`, or when an essential request is not
 * satisfied (its authorization answered an error instead, §5.5.1.1).
 */
export function assertedAcr(request: AcrRequest | undefined, amr: readonly string[]): string | undefined {
  if (!request) return undefined;
  const reached = acrLevelOfAmr(amr);
  let best: string | undefined;
  for (const value of known(request)) {
    const level = LEVEL_OF.get(value)!;
    if (level <= reached && (best === undefined || level > LEVEL_OF.get(best)!)) best = value;
  }
  if (best !== undefined) return best;
  if (request.essential && request.values.length > 0) return undefined;
  return reached >= 2 ? ACR_MULTI_FACTOR : ACR_SINGLE_FACTOR;
}
