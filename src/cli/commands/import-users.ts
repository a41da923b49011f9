// tessera import-users: users from JSON lines (an export of ours, or made from another system),
// each in its own transaction with the Management API's rules and a User.Created event. Password
// hashes are stored as they are: Argon2, bcrypt and scrypt (docs/operations.md#cli) are checked at
// the next sign-in, which then stores Argon2id. A bad line is reported (line, user, code, message)
// and skipped; the others are imported. The input is read a line at a time (flat memory).
import { createReadStream, createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createInterface } from 'node:readline';
import { bootstrapUserCreated } from '../../console-host/events.js';
import { DomainError } from '../../domain/errors.js';
import { importUser, parseUserRecord } from '../../domain/instance/users-transfer.js';
import { CommandFailed, defineCommand, EXIT_FAILURE, EXIT_OK, withDatabase } from '../command.js';
import { progressLine, write } from '../streams.js';

/** A line longer than this is refused unread (one user's record is a few kilobytes). */
const MAX_LINE = 1024 * 1024;

/** The lines of a file, counted without holding it (the progress line's total). */
async function countLines(file: string): Promise<number> {
  let lines = 0;
  let last = 10;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (const byte of chunk) if (byte === 10) lines++;
    last = chunk[chunk.length - 1] ?? last;
  }
  return last === 10 ? lines : lines + 1;
}

/** Who a line is about, for the report: never a secret field. */
function identifierOf(value: unknown): string {
  if (!value || typeof value !== 'object') return '-';
  const line = value as Record<string, unknown>;
  const found = [line.username, line.primaryEmail, line.primaryPhone, line.id].find((v) => typeof v === 'string' && v);
  return typeof found === 'string' ? found.slice(0, 128) : '-';
}

export const importUsersCommand = defineCommand({
  name: 'import-users',
  summary: 'Create users from JSON lines (an export-users file or another system): password hashes, MFA, passkeys, identities, roles, organizations.',
  usage: 'import-users [--input <file>] [--dry-run] [--report <file>]',
  help: `Options:
  --input <file>    read this file instead of standard input
  --dry-run         check every line against this instance (each user's writes are made and
                    rolled back) and report; nothing is written
  --report <file>   also write each refused line as JSON: { line, identifier, code, message }
  -h, --help

Each line: {"username"?, "primaryEmail"?, "primaryPhone"?, "name"?, "avatar"?, "customData"?,
"profile"?, "passwordHash"?, "isSuspended"?, "id"?, "createdAt"?, "identities"?,
"ssoIdentities"?, "totp"?, "backupCodes"?, "passkeys"?, "roles"?, "organizations"?} (what
\`tessera export-users\` writes) with an identifier or an identity. The id is kept (refused when
taken). passwordHash: Argon2 ($argon2id$…), bcrypt ($2a$/$2b$/$2y$…) or scrypt
($scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt b64>$<key b64>). Roles and organizations are this
instance's, by name (an organization by id first): a missing one refuses that user.
Each user is written whole or not at all. A refused line is reported on standard error as
"line <n>: <message> [<code>, <user>]" and skipped; the exit code is then 1.`,
  options: { input: { type: 'string', short: 'i' }, 'dry-run': { type: 'boolean' }, report: { type: 'string' } },
  async run(values, io) {
    const input = values.input ? createReadStream(values.input).on('error', () => undefined) : io.in;
    if (values.input) {
      await new Promise<void>((resolve, reject) => {
        (input as ReturnType<typeof createReadStream>)
          .once('open', () => resolve())
          .once('error', () => reject(new CommandFailed(`cannot read ${values.input}`)));
      });
    }
    const dryRun = values['dry-run'] === true;
    const report = values.report ? createWriteStream(values.report, { mode: 0o600 }) : undefined;
    return withDatabase(io.env, async (database, config) => {
      const total = values.input ? await countLines(values.input) : undefined;
      const progress = progressLine(io.err, dryRun ? 'checked' : 'imported', total);
      let line = 0;
      let imported = 0;
      let failed = 0;
      for await (const text of createInterface({ input, crlfDelay: Infinity })) {
        line++;
        if (!text.trim()) continue;
        let value: unknown;
        try {
          if (text.length > MAX_LINE) throw new CommandFailed(`the line is longer than ${MAX_LINE} characters`);
          try {
            value = JSON.parse(text);
          } catch {
            throw new CommandFailed('not valid JSON');
          }
          await importUser(database.db, parseUserRecord(value), { kek: config.keyEncryptionKey, dryRun, onUserCreated: bootstrapUserCreated });
          imported++;
        } catch (error) {
          if (!(error instanceof DomainError) && !(error instanceof CommandFailed)) throw error;
          failed++;
          const code = error instanceof DomainError ? error.code : 'import.invalid_line';
          const identifier = identifierOf(value);
          progress.clear();
          io.err.write(`line ${line}: ${error.message} [${code}, ${identifier}]\n`);
          if (report) await write(report, `${JSON.stringify({ line, identifier, code, message: error.message })}\n`);
        }
        progress.tick(imported + failed, failed ? ` (${failed} failed)` : '');
      }
      if (report) {
        report.end();
        await finished(report);
      }
      progress.clear();
      // The peak tells an operator (and the large-file test) that memory stayed flat.
      const peak = `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`;
      if (dryRun) io.err.write(`dry run: ${imported} users would be imported, ${failed} failed; nothing was written (${peak})\n`);
      else io.err.write(`imported ${imported} users, ${failed} failed (${peak})\n`);
      return failed ? EXIT_FAILURE : EXIT_OK;
    });
  },
});
