// `tessera <command>`: operator tasks run against the configured database (bin/tessera.js runs
// this file, built or through tsx). Exit codes: 0 success, 1 failure, 2 wrong usage.
import { ConfigError } from '../config.js';
import { CommandFailed, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, helpText, parseOptions, UsageError, type Command, type Io } from './command.js';
import { createAdmin } from './commands/create-admin.js';
import { doctor } from './commands/doctor.js';
import { exportUsersCommand } from './commands/export-users.js';
import { importUsersCommand } from './commands/import-users.js';
import { migrate } from './commands/migrate.js';
import { rotateAdminSecretCommand } from './commands/rotate-admin-secret.js';
import { rotateSigningKeyCommand } from './commands/rotate-signing-key.js';
import { setupLinkCommand } from './commands/setup-link.js';

export const commands: Command[] = [
  migrate,
  createAdmin,
  setupLinkCommand,
  rotateAdminSecretCommand,
  rotateSigningKeyCommand,
  exportUsersCommand,
  importUsersCommand,
  doctor,
];

function overview(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return `Usage: tessera <command> [options]\n\nCommands:\n${commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join('\n')}\n\nRun tessera <command> --help for a command's options.\n`;
}

export async function runCli(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? io.out : io.err).write(overview());
    return name ? EXIT_OK : EXIT_USAGE;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err.write(`tessera: unknown command "${name}"\n\n${overview()}`);
    return EXIT_USAGE;
  }
  try {
    const values = parseOptions(command, rest);
    if (values.help) {
      io.out.write(helpText(command));
      return EXIT_OK;
    }
    return await command.run(values, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err.write(`tessera ${command.name}: ${error.message}\n\n${helpText(command)}`);
      return EXIT_USAGE;
    }
    if (error instanceof ConfigError || error instanceof CommandFailed) {
      io.err.write(`tessera ${command.name}: ${error.message}\n`);
      return EXIT_FAILURE;
    }
    io.err.write(`tessera ${command.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT_FAILURE;
  }
}

const code = await runCli(process.argv.slice(2), { out: process.stdout, err: process.stderr, in: process.stdin, env: process.env });
// Let stdout drain (an export piped to a file) before leaving.
process.stdout.write('', () => process.exit(code));
