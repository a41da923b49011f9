// The algorithms the server keeps a current signing key for (docs/oidc.md, "Signing keys and
// their rotation"), as a select lists them: an application's ID tokens, an API resource's
// access tokens.
export const SIGNING_ALGORITHMS = [
  { value: 'ES256', label: 'ES256 (ECDSA P-256)' },
  { value: 'RS256', label: 'RS256 (RSA)' },
  { value: 'PS256', label: 'PS256 (RSA-PSS)' },
  { value: 'ES384', label: 'ES384 (ECDSA P-384)' },
  { value: 'EdDSA', label: 'EdDSA (Ed25519)' },
];

/** The list with one algorithm's label saying why it is the default there. */
export const withDefault = (value: string, why: string) =>
  SIGNING_ALGORITHMS.map((algorithm) => (algorithm.value === value ? { ...algorithm, label: `${algorithm.label.replace(/\)$/, '')}; ${why})` } : algorithm));
