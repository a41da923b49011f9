// tessera export-users: every user as one JSON line, password hashes included (handle the
// output as the secret it is). Progress counts go to stderr.
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { exportUsers } from '../../domain/directory/users-transfer.js';
import { defineCommand, EXIT_OK, withDatabase } from '../command.js';
import { write } from '../streams.js';

const PROGRESS_EVERY = 1000;

export const exportUsersCommand = defineCommand({
  name: 'export-users',
  summary: 'Write every user as JSON lines (id, identifiers, profile, customData, passwordHash, isSuspended, createdAt).',
  usage: 'export-users [--output <file>]',
  help: `Options:
  --output <file>   write to this file (created with mode 0600) instead of standard output
  -h, --help

The lines hold password hashes: keep the file as a secret. \`tessera import-users\` reads them.`,
  options: { output: { type: 'string', short: 'o' } },
  async run(values, io) {
    return withDatabase(io.env, async (database) => {
      const out = values.output ? createWriteStream(values.output, { mode: 0o600 }) : io.out;
      let count = 0;
      for await (const record of exportUsers(database.db)) {
        await write(out, `${JSON.stringify(record)}\n`);
        if (++count % PROGRESS_EVERY === 0) io.err.write(`exported ${count} users…\n`);
      }
      if (values.output) {
        (out as NodeJS.WritableStream & { end(): void }).end();
        await finished(out as NodeJS.WritableStream);
      }
      io.err.write(`exported ${count} users\n`);
      return EXIT_OK;
    });
  },
});
