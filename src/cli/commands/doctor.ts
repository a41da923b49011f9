// tessera doctor: what would stop or trouble a start, checked without starting: the
// configuration, the database (reachable, migrations applied, its clock against ours) and the
// signing keys (present, readable with KEY_ENCRYPTION_KEY, age).
import { ConfigError, loadConfig, type Config } from '../../config.js';
import { openDatabase, type Database } from '../../db/database.js';
import { databaseClock, pendingMigrations } from '../../db/doctor.js';
import { listActiveSigningKeys } from '../../domain/oauth/signing-key-store.js';
import { buildKeyStore } from '../../oidc/keys.js';
import { VerifiedTokenMemo } from '../../oidc/verified-token-memo.js';
import { defineCommand, EXIT_FAILURE, EXIT_OK, type Io } from '../command.js';

/** Beyond this, tokens minted here look early or late to clients, and database-side expiries drift. */
const MAX_CLOCK_SKEW_MS = 2000;
/** A signing key older than this is worth rotating (docs/operations.md#cli). */
const KEY_ROTATION_DAYS = 90;

type Status = 'ok' | 'warn' | 'fail';

class Report {
  failed = false;
  constructor(private readonly io: Io) {}
  line(status: Status, check: string, detail: string): void {
    if (status === 'fail') this.failed = true;
    this.io.out.write(`${status.toUpperCase().padEnd(4)}  ${check.padEnd(13)} ${detail}\n`);
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

async function checkDatabase(report: Report, config: Config, database: Database): Promise<boolean> {
  let clock;
  try {
    clock = await databaseClock(database.db);
  } catch (error) {
    report.line('fail', 'database', `unreachable: ${message(error)}`);
    return false;
  }
  report.line('ok', 'database', `${database.engine === 'pglite' ? `PGlite (${config.dataDir})` : 'Postgres'} answered in ${clock.roundTripMs} ms`);
  const pending = await pendingMigrations(database.db);
  if (pending.length)
    report.line(
      'fail',
      'migrations',
      `${pending.length} pending (${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''}): run tessera migrate (a start applies them too)`,
    );
  else report.line('ok', 'migrations', 'all applied');
  const skew = clock.database.getTime() - clock.local.getTime();
  const ahead = `database clock ${Math.abs(skew)} ms ${skew >= 0 ? 'ahead of' : 'behind'} this host's (±${Math.ceil(clock.roundTripMs / 2)} ms)`;
  report.line(
    Math.abs(skew) - clock.roundTripMs / 2 > MAX_CLOCK_SKEW_MS ? 'fail' : 'ok',
    'clock',
    Math.abs(skew) > MAX_CLOCK_SKEW_MS ? `${ahead}; synchronise both with NTP` : ahead,
  );
  return pending.length === 0;
}

async function checkKeys(report: Report, config: Config, database: Database): Promise<void> {
  const keys = await listActiveSigningKeys(database.db);
  if (!keys.length) {
    report.line('warn', 'signing keys', 'none yet: the first start makes one');
    return;
  }
  try {
    // The signing key's private half must open with this KEY_ENCRYPTION_KEY, as at start.
    await buildKeyStore(keys, config.keyEncryptionKey, new VerifiedTokenMemo(0));
  } catch (error) {
    report.line('fail', 'signing keys', `the signing key cannot be opened: ${message(error)} (is KEY_ENCRYPTION_KEY the one it was sealed with?)`);
    return;
  }
  const ageDays = Math.floor((Date.now() - keys[0]!.createdAt.getTime()) / 86_400_000);
  const detail = `${keys.length} active; signing key ${keys[0]!.id} is ${ageDays} day(s) old${config.keyEncryptionKey ? ', sealed at rest' : ''}`;
  if (ageDays > KEY_ROTATION_DAYS) report.line('warn', 'signing keys', `${detail}: rotate it (tessera rotate-signing-key)`);
  else if (!config.keyEncryptionKey && config.production) report.line('warn', 'signing keys', `${detail}; stored in clear: set KEY_ENCRYPTION_KEY`);
  else report.line('ok', 'signing keys', detail);
}

export const doctor = defineCommand({
  name: 'doctor',
  summary: 'Check the configuration, the database (reachable, migrations, clock) and the signing keys.',
  usage: 'doctor',
  help: `Options:
  -h, --help

Prints one line per check (OK, WARN or FAIL); exits 1 when a check failed.`,
  options: {},
  async run(_values, io) {
    const report = new Report(io);
    let config: Config;
    try {
      config = loadConfig(io.env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      report.line('fail', 'configuration', `${error.problems.length} problem(s)`);
      for (const problem of error.problems) io.out.write(`      - ${problem}\n`);
      return EXIT_FAILURE;
    }
    report.line('ok', 'configuration', `issuer ${config.issuer}`);
    let database: Database;
    try {
      database = await openDatabase(config);
    } catch (error) {
      report.line('fail', 'database', `cannot open: ${message(error)}`);
      return EXIT_FAILURE;
    }
    try {
      if (await checkDatabase(report, config, database)) await checkKeys(report, config, database);
    } finally {
      await database.close();
    }
    return report.failed ? EXIT_FAILURE : EXIT_OK;
  },
});
