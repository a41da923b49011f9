// What each instance's in-memory key store (src/oidc/keys.ts, key-rotation.ts) is built from and
// how it hears that the keys changed: every change to signing_keys is announced on one NOTIFY
// channel (migration 0013's trigger), so a rotation by any instance, or by SQL, reaches all.
import type { Database, Db } from '../../db/database.js';
import * as signingKeys from '../../db/repositories/signing-keys.js';
import { subscribeChannel, type ChannelHandlers } from '../../db/listen.js';

/** A stored signing key: its id, algorithm, public JWK, sealed private key and state. */
export type SigningKeyRow = signingKeys.SigningKeyRow;

/** The active keys with their (sealed) private material, the signing key first. */
export function listActiveSigningKeys(db: Db): Promise<SigningKeyRow[]> {
  return signingKeys.listActiveSigningKeys(db);
}

export const SIGNING_KEYS_CHANNEL = 'tessera_keys';

/**
 * Hears every change to the signing keys; `up` is called whenever listening (re)starts, since
 * changes made while not listening are not replayed. Returns the unsubscribe function.
 */
export function watchSigningKeyChanges(database: Database, databaseUrl: string | undefined, handlers: ChannelHandlers): Promise<() => Promise<void>> {
  return subscribeChannel(database, databaseUrl, SIGNING_KEYS_CHANNEL, handlers);
}
