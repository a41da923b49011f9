// Signing-key material for test apps. A 2048-bit RSA key (RS256, PS256) costs ~150 ms of CPU to generate and
// every app makes one at its first start: ~170 apps per database run. Tests depend on a key's
// kid (fresh for every key: src/oidc/keys.ts newSigningKeyPair), never on its RSA modulus
// differing from another app's, so RSA material is taken in turn from a small pool kept per
// worker; consecutive keys differ, so a rotation still yields a new key. EC keys cost ~1 ms and
// are generated fresh, as the server does.
import type { KeyPairSource } from '../../src/services.js';
import { generateSigningKeyPair } from '../../src/oidc/keys.js';

const POOL_SIZE = 4;
/** Per RSA algorithm (RS256, PS256): WebCrypto binds a key to its algorithm. */
const rsaPools = new Map<string, { keys: Array<ReturnType<KeyPairSource>>; next: number }>();

export const testKeyPairs: KeyPairSource = (alg) => {
  if (alg !== 'RS256' && alg !== 'PS256') return generateSigningKeyPair(alg);
  let pool = rsaPools.get(alg);
  if (!pool) rsaPools.set(alg, (pool = { keys: [], next: 0 }));
  const slot = pool.next++ % POOL_SIZE;
  return (pool.keys[slot] ??= generateSigningKeyPair(alg));
};
