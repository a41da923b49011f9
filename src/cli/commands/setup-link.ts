// tessera setup-link: a new first-administrator link while no user holds the Administrator role,
// printed once to stdout (only its digest is kept). The earlier link stops working: a start never
// replaces a live link (one per database, printed by the start that issued it), this command does.
import { issueSetupLink, setupLinkUrl } from '../../domain/instance/bootstrap.js';
import { DomainError } from '../../domain/errors.js';
import { CommandFailed, defineCommand, EXIT_OK, withDatabase } from '../command.js';

export const setupLinkCommand = defineCommand({
  name: 'setup-link',
  summary: 'Print a new one-time link that creates the first administrator (the earlier link stops working).',
  usage: 'setup-link',
  help: `Options:
  -h, --help

Prints {BASE_URL}/console/setup?token=… to stdout; it works once, for 24 hours. Refused (exit 1)
once an administrator exists: administrators then create the others in the console.`,
  options: {},
  async run(_values, io) {
    return withDatabase(io.env, async (database, config) => {
      let issued;
      try {
        issued = await issueSetupLink(database.db, { managementApiResource: config.managementApiResource });
      } catch (error) {
        if (error instanceof DomainError) throw new CommandFailed(error.message);
        throw error;
      }
      io.err.write(`new setup link, works once until ${issued.expiresAt.toISOString()}; the earlier one no longer works\n`);
      io.out.write(`${setupLinkUrl(config.baseUrl, issued.token)}\n`);
      return EXIT_OK;
    });
  },
});
