// tessera create-admin: a user holding the built-in Administrator role, made as the start-up
// bootstrap makes BOOTSTRAP_ADMIN_USERNAME's (same rules, same User.Created event). The password
// is read from stdin or a file, never from the command line (where `ps` would show it).
import { readFile } from 'node:fs/promises';
import { bootstrapUserCreated } from '../../console-host/events.js';
import { ADMINISTRATOR_ROLE_NAME, createAdministrator } from '../../domain/instance/bootstrap.js';
import { DomainError } from '../../domain/errors.js';
import { CommandFailed, defineCommand, EXIT_OK, UsageError, withDatabase } from '../command.js';
import { readAll } from '../streams.js';

const oneLine = (text: string) => text.replace(/\r?\n$/, '');

export const createAdmin = defineCommand({
  name: 'create-admin',
  summary: `Create a user holding the ${ADMINISTRATOR_ROLE_NAME} role (console and Management API access).`,
  usage: 'create-admin --username <name> (--password-stdin | --password-file <path>)',
  help: `Options:
  --username <name>        the administrator's username
  --password-stdin         read the password from standard input (one trailing newline dropped)
  --password-file <path>   read the password from a file (one trailing newline dropped)
  -h, --help

An existing user is never changed: when the username is taken the command says whether that
user already is an administrator (exit 0) or not (exit 1).`,
  options: { username: { type: 'string' }, 'password-stdin': { type: 'boolean' }, 'password-file': { type: 'string' } },
  async run(values, io) {
    if (!values.username) throw new UsageError('--username is required');
    if (Boolean(values['password-stdin']) === Boolean(values['password-file'])) throw new UsageError('give one of --password-stdin or --password-file');
    const password = oneLine(
      values['password-file']
        ? await readFile(values['password-file'], 'utf8').catch(() => {
            throw new CommandFailed(`cannot read ${values['password-file']}`);
          })
        : await readAll(io.in),
    );
    const username = values.username;
    return withDatabase(io.env, async (database, config) => {
      let outcome;
      try {
        outcome = await createAdministrator(database.db, {
          managementApiResource: config.managementApiResource,
          administrator: { username, password },
          onUserCreated: bootstrapUserCreated,
        });
      } catch (error) {
        if (error instanceof DomainError) throw new CommandFailed(error.message);
        throw error;
      }
      if (outcome === 'exists-without-role')
        throw new CommandFailed(`user "${username}" exists and does not hold the ${ADMINISTRATOR_ROLE_NAME} role; nothing was changed`);
      io.out.write(outcome === 'created' ? `created administrator "${username}"\n` : `administrator "${username}" already exists; nothing was changed\n`);
      return EXIT_OK;
    });
  },
});
