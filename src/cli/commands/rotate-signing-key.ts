// tessera rotate-signing-key: a new OIDC signing key, as the Management API rotation does. The
// previous key keeps verifying its tokens; running instances reload at once (NOTIFY tessera_keys
// on Postgres; an embedded PGlite directory belongs to one process: stop the server first).
import { rotateSigningKey } from '../../domain/oauth/signing-keys.js';
import { newSigningKeyPair } from '../../oidc/keys.js';
import { defineCommand, EXIT_OK, withDatabase } from '../command.js';

export const rotateSigningKeyCommand = defineCommand({
  name: 'rotate-signing-key',
  summary: 'Make a new OIDC signing key; the previous one keeps verifying, older ones are retired.',
  usage: 'rotate-signing-key',
  help: `Options:
  -h, --help

Prints the active keys after the rotation, the signing key first.`,
  options: {},
  async run(_values, io) {
    return withDatabase(io.env, async (database, config) => {
      const key = await newSigningKeyPair();
      const active = await database.db.transaction().execute((trx) => rotateSigningKey(trx, key, config.keyEncryptionKey));
      io.err.write(`new signing key ${key.kid}\n`);
      for (const [i, k] of active.entries()) io.out.write(`${k.id}\t${k.createdAt.toISOString()}\t${i === 0 ? 'signing' : 'verifying'}\n`);
      return EXIT_OK;
    });
  },
});
