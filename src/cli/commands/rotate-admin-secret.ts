// tessera rotate-admin-secret: a new secret for the admin application (the Management API client
// for scripts), printed once to stdout and never logged; only its digest is kept. The previous
// secret stops working at once. The console's Rotate secret on the application does the same.
import { rotateAdminSecret } from '../../domain/instance/bootstrap.js';
import { DomainError } from '../../domain/errors.js';
import { CommandFailed, defineCommand, EXIT_OK, withDatabase } from '../command.js';

export const rotateAdminSecretCommand = defineCommand({
  name: 'rotate-admin-secret',
  summary: 'Make a new secret for the admin application and print it once (the previous one stops working).',
  usage: 'rotate-admin-secret',
  help: `Options:
  -h, --help

Prints "<client_id>\\t<client_secret>" to stdout, once: store the secret where your scripts read
it; it cannot be shown again (only its digest is kept).`,
  options: {},
  async run(_values, io) {
    return withDatabase(io.env, async (database) => {
      let rotated;
      try {
        rotated = await rotateAdminSecret(database.db);
      } catch (error) {
        if (error instanceof DomainError) throw new CommandFailed(error.message);
        throw error;
      }
      io.err.write(`new secret for the admin application ${rotated.clientId}; the previous one no longer works\n`);
      io.out.write(`${rotated.clientId}\t${rotated.clientSecret}\n`);
      return EXIT_OK;
    });
  },
});
