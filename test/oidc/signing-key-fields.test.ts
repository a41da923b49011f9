// What the console's signing-keys page shows of a key: its algorithm and whether it signs or only
// verifies, as the JWKS and the token headers have them.
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

const KEYS = '{ signingKeys { id algorithm status createdAt } }';

describe('signingKeys algorithm and status', () => {
  it('the current key signs, the previous one verifies, both with the algorithm tokens carry', async () => {
    const before = (await app.graphql(KEYS)).data.signingKeys;
    expect(before[0]).toMatchObject({ status: 'signing' });
    const rotated = await app.graphql('mutation { rotateSigningKey { signingKeys { id algorithm status } userErrors { code } } }');
    expect(rotated.data.rotateSigningKey.userErrors).toEqual([]);
    const after = (await app.graphql(KEYS)).data.signingKeys as Array<{ id: string; algorithm: string; status: string }>;
    expect(after.map((k) => k.status)).toEqual(['signing', 'verifying']);
    expect(after[1]!.id).toBe(before[0].id);
    expect(rotated.data.rotateSigningKey.signingKeys).toEqual(after.map(({ id, algorithm, status }) => ({ id, algorithm, status })));

    // A token signed now names the signing key and its algorithm in its header.
    const header = decodeProtectedHeader(await app.adminToken());
    const jwks = (await (await fetch(`${app.url}/oidc/jwks`)).json()) as { keys: Array<{ kid: string; alg?: string }> };
    for (const key of after) {
      const published = jwks.keys.find((k) => k.kid === key.id);
      expect(published).toBeDefined();
      if (published?.alg) expect(published.alg).toBe(key.algorithm);
    }
    // The admin token was minted before the rotation: signed by the key that now verifies.
    expect(header).toMatchObject({ kid: after[1]!.id, alg: after[1]!.algorithm });
  });
});
