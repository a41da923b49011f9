// What the console's signing-keys page shows of a key: its algorithm and whether it signs or only
// verifies, as the JWKS and the token headers have them.
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

const KEYS = '{ signingKeys { id algorithm status createdAt } }';

describe('signingKeys algorithm and status', () => {
  it('the current key of each algorithm signs, the previous one verifies, both with the algorithm tokens carry', async () => {
    type Key = { id: string; algorithm: string; status: string };
    const before = (await app.graphql(KEYS)).data.signingKeys as Key[];
    // From the first start: an ES256 key (access tokens), an RS256 key (ID tokens by default) and
    // PS256, ES384 and EdDSA keys (ID tokens of applications set to them), each signing.
    expect(before.map((k) => `${k.algorithm} ${k.status}`).sort()).toEqual([
      'ES256 signing',
      'ES384 signing',
      'EdDSA signing',
      'PS256 signing',
      'RS256 signing',
    ]);
    const es256Before = before.find((k) => k.algorithm === 'ES256')!;
    const rotated = await app.graphql('mutation { rotateSigningKey { signingKeys { id algorithm status } userErrors { code } } }');
    expect(rotated.data.rotateSigningKey.userErrors).toEqual([]);
    const after = (await app.graphql(KEYS)).data.signingKeys as Key[];
    // EC by default: a new ES256 key signs, first (newest); the other algorithms' keys are untouched.
    expect(after.map((k) => `${k.algorithm} ${k.status}`)).toEqual([
      'ES256 signing',
      ...before.filter((k) => k.algorithm !== 'ES256').map((k) => `${k.algorithm} signing`),
      'ES256 verifying',
    ]);
    expect(after.at(-1)!.id).toBe(es256Before.id);
    expect(rotated.data.rotateSigningKey.signingKeys).toEqual(after.map(({ id, algorithm, status }) => ({ id, algorithm, status })));

    // A token signed now names the signing key and its algorithm in its header.
    const header = decodeProtectedHeader(await app.adminToken());
    const jwks = (await (await fetch(`${app.url}/oidc/jwks`)).json()) as { keys: Array<{ kid: string; alg?: string }> };
    for (const key of after) {
      const published = jwks.keys.find((k) => k.kid === key.id);
      expect(published).toBeDefined();
      if (published?.alg) expect(published.alg).toBe(key.algorithm);
    }
    // The admin token was minted before the rotation: signed by the ES256 key that now verifies.
    expect(header).toMatchObject({ kid: es256Before.id, alg: 'ES256' });
  });
});
