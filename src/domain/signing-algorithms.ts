// The token signing algorithms this server keeps a current key for (src/oidc/keys.ts generates
// them, src/domain/oauth/signing-keys.ts stores them): ES256 for access tokens, the cheapest on
// the token endpoint's hot path; RS256, the one OIDC Core §15.1 requires of every provider and
// the default of every client library, for ID tokens unless an application asks for ES256.
export const KEY_ALGORITHMS = ['ES256', 'RS256'] as const;
export type KeyAlgorithm = (typeof KEY_ALGORITHMS)[number];
export const DEFAULT_ID_TOKEN_ALG: KeyAlgorithm = 'RS256';
export const isKeyAlgorithm = (alg: unknown): alg is KeyAlgorithm => KEY_ALGORITHMS.includes(alg as KeyAlgorithm);
