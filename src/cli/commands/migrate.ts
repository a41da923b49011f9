// tessera migrate: apply pending migrations ahead of a start (a start applies them too).
import { pendingMigrations } from '../../db/doctor.js';
import { migrateToLatest } from '../../db/migrator.js';
import { defineCommand, EXIT_OK, withDatabase } from '../command.js';

export const migrate = defineCommand({
  name: 'migrate',
  summary: 'Apply the pending database migrations, then exit.',
  usage: 'migrate [--check]',
  help: `Options:
  --check   only list the pending migrations; exit 1 when there are some
  -h, --help`,
  options: { check: { type: 'boolean' } },
  async run(values, io) {
    return withDatabase(
      io.env,
      async (database) => {
        const pending = await pendingMigrations(database.db);
        if (values.check) {
          for (const name of pending) io.out.write(`pending: ${name}\n`);
          io.err.write(pending.length ? `${pending.length} migration(s) pending\n` : 'database is up to date\n');
          return pending.length ? 1 : EXIT_OK;
        }
        if (pending.length) io.err.write(`applying ${pending.length} migration(s)…\n`);
        const applied = await migrateToLatest(database.db);
        for (const name of applied) io.out.write(`applied: ${name}\n`);
        io.err.write(applied.length ? `${applied.length} migration(s) applied\n` : 'database is up to date\n');
        return EXIT_OK;
      },
      { allowPending: true },
    );
  },
});
