// The token signing algorithms this server keeps a current key for (src/oidc/keys.ts generates
// them, src/domain/oauth/signing-keys.ts stores them): ES256 for access tokens, the cheapest on
// the token endpoint's hot path; RS256, the one OIDC Core §15.1 requires of every provider and
// the default of every client library, for ID tokens unless an application asks for another;
// PS256, ES384 and EdDSA (Ed25519) for applications whose policy or library asks for them (FAPI
// profiles require PS256 or ES256; some libraries default to EdDSA).
export const KEY_ALGORITHMS = ['ES256', 'RS256', 'PS256', 'ES384', 'EdDSA'] as const;
export type KeyAlgorithm = (typeof KEY_ALGORITHMS)[number];
export const DEFAULT_ID_TOKEN_ALG: KeyAlgorithm = 'RS256';
export const isKeyAlgorithm = (alg: unknown): alg is KeyAlgorithm => KEY_ALGORITHMS.includes(alg as KeyAlgorithm);

/** The compatible API's key families (`signingKeyAlgorithm`), and the algorithm a rotation of each makes. */
export const ALGORITHM_OF_FAMILY: Readonly<Record<'EC' | 'RSA', KeyAlgorithm>> = { EC: 'ES256', RSA: 'RS256' };

/**
 * The key family of an algorithm as the compatible API's listing names it, which knows only `EC`
 * and `RSA` (its typed clients refuse anything else): EdDSA's Ed25519 is an elliptic-curve key
 * too, so it is `EC` there; the listing's `algorithm` names the algorithm itself.
 */
export const familyOf = (alg: string): 'EC' | 'RSA' => (alg.startsWith('ES') || alg === 'EdDSA' ? 'EC' : 'RSA');

/**
 * What a rotation request names: the compatible `EC` or `RSA` (its family's usual algorithm), or
 * one of our algorithms by its JWS name; undefined for anything else.
 */
export function rotationAlgorithm(requested: string): KeyAlgorithm | undefined {
  if (requested === 'EC' || requested === 'RSA') return ALGORITHM_OF_FAMILY[requested];
  return isKeyAlgorithm(requested) ? requested : undefined;
}
