// tessera import-users: users from JSON lines (an export of ours, or made from another system),
// each in its own transaction with the Management API's rules and a User.Created event. Password
// hashes are stored as they are: Argon2, bcrypt and scrypt (docs/operations.md#cli) are checked at
// the next sign-in, which then stores Argon2id. A bad line is reported and skipped.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { bootstrapUserCreated } from '../../console-host/events.js';
import { DomainError } from '../../domain/errors.js';
import { importUser, parseUserRecord } from '../../domain/directory/users-transfer.js';
import { CommandFailed, defineCommand, EXIT_FAILURE, EXIT_OK, withDatabase } from '../command.js';

const PROGRESS_EVERY = 1000;

export const importUsersCommand = defineCommand({
  name: 'import-users',
  summary: 'Create users from JSON lines; password hashes are imported as they are.',
  usage: 'import-users [--input <file>]',
  help: `Options:
  --input <file>   read this file instead of standard input
  -h, --help

Each line: {"username"?, "primaryEmail"?, "primaryPhone"?, "name"?, "avatar"?, "customData"?,
"profile"?, "passwordHash"?, "isSuspended"?} with at least one identifier; other fields (an
export's id and createdAt) are ignored: every user gets a new id. passwordHash: Argon2
($argon2id$…), bcrypt ($2a$/$2b$/$2y$…) or scrypt ($scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt b64>$<key b64>).
A line that cannot be imported (bad JSON, a taken username…) is reported with its number and
skipped; the exit code is then 1.`,
  options: { input: { type: 'string', short: 'i' } },
  async run(values, io) {
    const input = values.input ? createReadStream(values.input).on('error', () => undefined) : io.in;
    if (values.input) {
      await new Promise<void>((resolve, reject) => {
        (input as ReturnType<typeof createReadStream>)
          .once('open', () => resolve())
          .once('error', () => reject(new CommandFailed(`cannot read ${values.input}`)));
      });
    }
    return withDatabase(io.env, async (database) => {
      let line = 0;
      let imported = 0;
      let failed = 0;
      for await (const text of createInterface({ input, crlfDelay: Infinity })) {
        line++;
        if (!text.trim()) continue;
        try {
          let value: unknown;
          try {
            value = JSON.parse(text);
          } catch {
            throw new CommandFailed('not valid JSON');
          }
          await importUser(database.db, parseUserRecord(value), bootstrapUserCreated);
          imported++;
        } catch (error) {
          if (!(error instanceof DomainError) && !(error instanceof CommandFailed)) throw error;
          failed++;
          io.err.write(`line ${line}: ${error.message}\n`);
        }
        if ((imported + failed) % PROGRESS_EVERY === 0) io.err.write(`imported ${imported} users, ${failed} failed…\n`);
      }
      io.err.write(`imported ${imported} users, ${failed} failed\n`);
      return failed ? EXIT_FAILURE : EXIT_OK;
    });
  },
});
