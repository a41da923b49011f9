// What every `tessera` command shares: its description, options, exit codes and the way it
// opens the configured database.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { DataDirLocked } from '../db/data-dir-lock.js';
import { pendingMigrations } from '../db/doctor.js';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Wrong arguments: the command's usage is printed and the exit code is 2. */
export class UsageError extends Error {}
/** A failure whose message says everything (no stack): exit code 1. */
export class CommandFailed extends Error {}

export type Options = NonNullable<ParseArgsConfig['options']>;

export interface Io {
  /** Results (an export's lines, a command's answer). */
  out: NodeJS.WritableStream;
  /** Progress and problems. */
  err: NodeJS.WritableStream;
  in: NodeJS.ReadableStream;
  env: NodeJS.ProcessEnv;
}

export interface Command<O extends Options = Options> {
  name: string;
  summary: string;
  usage: string;
  /** Lines after the usage in --help. */
  help: string;
  options: O;
  run(values: ReturnType<typeof parseArgs<{ options: O; allowPositionals: false; strict: true }>>['values'], io: Io): Promise<number>;
}

export function defineCommand<O extends Options>(command: Command<O>): Command {
  return command;
}

export function helpText(command: Command): string {
  return `Usage: tessera ${command.usage}\n\n${command.summary}\n\n${command.help.trim()}\n\nConfiguration comes from the environment, as for the server (docs/configuration.md).\nExit codes: 0 success, 1 failure, 2 wrong usage.\n`;
}

export function parseOptions(command: Command, argv: string[]) {
  try {
    return parseArgs({ args: argv, options: { ...command.options, help: { type: 'boolean', short: 'h' } }, allowPositionals: false, strict: true }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The configured database, migrations checked unless `allowPending`; closed after `work`. */
export async function withDatabase<T>(
  env: NodeJS.ProcessEnv,
  work: (database: Database, config: Config) => Promise<T>,
  options: { allowPending?: boolean } = {},
): Promise<T> {
  const config = loadConfig(env);
  // Migrations, exports and imports may rightly run one long statement: no query time limit here.
  // An embedded database held by the running server is refused, not opened beside it (a write
  // here would be lost when the server stops): exit 1 with who holds it.
  let database: Database;
  try {
    database = await openDatabase({ ...config, databaseQueryTimeoutMs: 0, holder: `\`tessera ${process.argv[2] ?? ''}\`` });
  } catch (error) {
    if (error instanceof DataDirLocked) throw new CommandFailed(error.message);
    throw error;
  }
  try {
    if (!options.allowPending) {
      const pending = await pendingMigrations(database.db);
      if (pending.length) throw new CommandFailed(`${pending.length} migration(s) pending (${pending[0]}…): run \`tessera migrate\` first`);
    }
    return await work(database, config);
  } finally {
    await database.close();
  }
}
