// Process entry: config → database → app → listen; graceful stop on SIGTERM/SIGINT.
// WORKERS > 1 (default: one per CPU in production) runs a node:cluster: the primary applies
// migrations and the bootstrap once, then forks workers that share the port; every worker is
// a complete, stateless instance (caches are kept consistent by Postgres NOTIFY).
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createServices, start } from './start.js';
import { serveClusterMetrics } from './observability/cluster-metrics.js';
import { configureLogger, rootLogger as log } from './observability/logger.js';
import { loggable } from './domain/errors.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // Every problem in one message, without a stack: the operator's to fix, not a crash.
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
configureLogger({ level: config.logLevel, json: config.production });

function printGeneratedAdmin(admin: { clientId: string; clientSecret: string } | undefined): void {
  // Printed once, at creation: the secret is stored only as a digest. Deliberately in the message
  // text, which redaction does not touch: this is the one line meant to show a secret.
  if (admin) log().warn(`created admin application: client_id=${admin.clientId} client_secret=${admin.clientSecret}`);
}

function printSetupLink(link: string | undefined): void {
  // Printed once, at issue: only its digest is stored, and the next such start replaces it.
  if (link) console.log(`Create the first administrator: ${link}`);
}

function onStopSignal(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop().then(
        () => process.exit(0),
        (error) => {
          log().error(`error while stopping: ${loggable(error)}`);
          process.exit(1);
        },
      );
    });
  }
}

async function runPrimary(workers: number): Promise<void> {
  // Migrations, signing key and bootstrap once, before any worker exists: no start-up races.
  const { services, generatedAdmin, setupLink } = await createServices(config);
  await services.database.close();
  printGeneratedAdmin(generatedAdmin);
  printSetupLink(setupLink);

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log().error(`worker ${worker.process.pid} exited (${signal ?? code}); starting a new one`);
    setTimeout(fork, 1000);
  });
  // /metrics, served by any worker, is the whole cluster's: the primary aggregates them.
  serveClusterMetrics();
  for (let i = 0; i < workers; i++) fork();
  log().info(`tessera primary ${process.pid}: ${workers} workers on port ${config.port}`);

  onStopSignal(async () => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead());
    await Promise.all(
      alive.map(
        (w) =>
          new Promise<void>((resolve) => {
            w!.once('exit', () => resolve());
            w!.process.kill('SIGTERM');
          }),
      ),
    );
  });
}

async function runInstance(): Promise<void> {
  // A cluster worker starts after the primary bootstrapped: it must not issue another link.
  const running = await start(config, { issueSetupLink: !cluster.isWorker });
  printGeneratedAdmin(running.generatedAdmin);
  printSetupLink(running.setupLink);
  const engine = running.services.database.engine === 'pglite' ? `PGlite (${config.dataDir})` : 'Postgres';
  const who = cluster.isWorker ? `worker ${process.pid}` : 'tessera';
  log().info(`${who} listening on ${config.baseUrl} (port ${config.port}, database: ${engine})`);
  onStopSignal(() => running.stop());
}

if (cluster.isPrimary && config.workers > 1 && !config.databaseUrl) {
  // An embedded PGlite database belongs to one process.
  log().warn(`WORKERS=${config.workers} needs DATABASE_URL (Postgres); running a single process on PGlite`);
  await runInstance();
} else if (cluster.isPrimary && config.workers > 1) {
  await runPrimary(config.workers);
} else {
  await runInstance();
}
