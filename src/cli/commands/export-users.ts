// tessera export-users: every user as one JSON line with everything needed to recreate them
// elsewhere: password hashes, TOTP secrets in clear, backup code digests, passkeys (handle the
// output as the secret it is). Progress goes to stderr.
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { exportUsers } from '../../domain/instance/users-transfer.js';
import { defineCommand, EXIT_OK, withDatabase } from '../command.js';
import { progressLine, write } from '../streams.js';

export const exportUsersCommand = defineCommand({
  name: 'export-users',
  summary: 'Write every user as JSON lines, losslessly: profile, password hash, MFA, passkeys, identities, roles, organizations.',
  usage: 'export-users [--output <file>]',
  help: `Options:
  --output <file>   write to this file (created with mode 0600) instead of standard output
  -h, --help

Each line: id, username, primaryEmail, primaryPhone, name, avatar, customData, profile,
passwordHash, isSuspended, createdAt, identities, ssoIdentities, totp ({ secret, … }: the
secret IN CLEAR, opened with KEY_ENCRYPTION_KEY), backupCodes (digests), passkeys, roles (names),
organizations ({ id, name, roles }).

The file is a secret: password hashes and TOTP secrets let whoever holds it stand in for users'
second factors. Keep it encrypted and delete it after \`tessera import-users\` has read it.`,
  options: { output: { type: 'string', short: 'o' } },
  async run(values, io) {
    return withDatabase(io.env, async (database, config) => {
      const out = values.output ? createWriteStream(values.output, { mode: 0o600 }) : io.out;
      const progress = progressLine(io.err, 'exported', undefined);
      let count = 0;
      for await (const record of exportUsers(database.db, config.keyEncryptionKey)) {
        await write(out, `${JSON.stringify(record)}\n`);
        progress.tick(++count);
      }
      if (values.output) {
        (out as NodeJS.WritableStream & { end(): void }).end();
        await finished(out as NodeJS.WritableStream);
      }
      progress.clear();
      io.err.write(`exported ${count} users\n`);
      return EXIT_OK;
    });
  },
});
