// Signing-key rotation across instances. Each instance holds one KeyStore in `services.keys`,
// which every request reads when it starts (never captured at start-up), and replaces it whole:
// a request sees either the old set of keys or the new one. A change is made under the keys'
// advisory lock (src/domain/oauth/signing-keys.ts); its NOTIFY (migration 0013) makes every instance
// reload, and the instance that made it reloads before answering, so it signs with the new key
// at once. A reload imports the keys once; the verified-token memo is kept unless a key was
// retired, in which case the new KeyStore starts with an empty memo, so no token signed with
// the retired key is accepted on the strength of an earlier verification.
import { listActiveSigningKeys, watchSigningKeyChanges } from '../domain/oauth/signing-key-store.js';
import * as signingKeys from '../domain/oauth/signing-keys.js';
import type { Services } from '../services.js';
import { buildKeyStore, kidsOf, newSigningKeyPair } from './keys.js';
import { KEY_ALGORITHMS, rotationAlgorithm } from '../domain/signing-algorithms.js';
import { invalidInput } from '../domain/errors.js';
import { VerifiedTokenMemo } from './verified-token-memo.js';
import { logFailure } from '../domain/service-unavailable.js';

/** Reloads run one at a time; a request for one joins a reload that has not started reading yet. */
class Reloader {
  private tail: Promise<void> = Promise.resolve();
  private pending: Promise<void> | undefined;

  constructor(private readonly services: Services) {}

  reload(): Promise<void> {
    if (this.pending) return this.pending;
    const run: Promise<void> = this.tail
      .catch(() => undefined)
      .then(() => {
        this.pending = undefined;
        return this.swap();
      });
    this.pending = run;
    this.tail = run;
    return run;
  }

  private async swap(): Promise<void> {
    const { services } = this;
    const rows = await listActiveSigningKeys(services.database.db);
    const before = services.keys;
    const active = new Set(rows.map((r) => r.id));
    const retired = kidsOf(before).some((kid) => !active.has(kid));
    const memo = retired ? new VerifiedTokenMemo(before.verified.capacity) : before.verified;
    services.keys = await buildKeyStore(rows, services.config.keyEncryptionKey, memo);
  }
}

const reloaders = new WeakMap<Services, Reloader>();

/** Replaces `services.keys` with the active keys as the database has them now. */
export function reloadKeyStore(services: Services): Promise<void> {
  let reloader = reloaders.get(services);
  if (!reloader) reloaders.set(services, (reloader = new Reloader(services)));
  return reloader.reload();
}

/**
 * A new signing key of `requested` (the compatible API's `EC` or `RSA`, or an algorithm by its
 * JWS name); that algorithm's previous key keeps verifying, older ones are retired. Returns the
 * active keys.
 */
export async function rotateSigningKey(services: Services, requested: string): Promise<signingKeys.SigningKeySummary[]> {
  const alg = rotationAlgorithm(requested);
  if (!alg) throw invalidInput(`signingKeyAlgorithm must be EC, RSA or one of: ${KEY_ALGORITHMS.join(', ')}`, ['signingKeyAlgorithm']);
  const key = await newSigningKeyPair(alg, services.keyPairs);
  const list = await services.db.transaction().execute((trx) => signingKeys.rotateSigningKey(trx, key, services.config.keyEncryptionKey));
  await reloadKeyStore(services);
  return list;
}

/** Retires a key that no longer signs (DomainError when it is the signing key or not active). */
export async function deleteSigningKey(services: Services, id: string): Promise<void> {
  await services.db.transaction().execute((trx) => signingKeys.deleteSigningKey(trx, id));
  await reloadKeyStore(services);
}

/** Keeps `services.keys` current with changes made by any instance (or by SQL); stops with the services. */
export async function watchSigningKeys(services: Services): Promise<void> {
  const reload = () =>
    void reloadKeyStore(services).catch((error: unknown) => {
      // The current keys stay in use; the next change or reconnect tries again.
      logFailure('signing keys: reload failed', error);
    });
  const unsubscribe = await watchSigningKeyChanges(services.database, services.config.databaseUrl, {
    message: reload,
    // Messages sent while not listening are lost (also those between start-up's load and
    // here): reload whenever listening starts.
    up: reload,
    down: () => undefined,
  });
  services.onClose.push(unsubscribe);
}
