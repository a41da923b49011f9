// The process's part once configured (src/main.ts): a single instance, or with WORKERS > 1 a
// node:cluster primary that applies migrations and the bootstrap once, then forks workers that
// share the port; every worker is a complete, stateless instance (caches are kept consistent by
// Postgres NOTIFY). Graceful stop on SIGTERM/SIGINT, then the last spans are exported.
import cluster from 'node:cluster';
import type { Config } from './config.js';
import { createServices, start, type Created, type StopReport } from './start.js';
import { serveClusterMetrics } from './observability/cluster-metrics.js';
import { logClusterOutages } from './db/availability.js';
import { rootLogger as log } from './observability/logger.js';
import type { Tracing } from './observability/tracing.js';
import { loggable } from './domain/errors.js';
import { DataDirLocked } from './db/data-dir-lock.js';

/** What a start made that the operator acts on: said once, and never a secret. */
function printFirstStart(made: Pick<Created, 'createdAdmin' | 'setupLink' | 'setupLinkIssued'>): void {
  if (made.createdAdmin) {
    // No secret exists to print: the operator makes one when a script needs it, shown once.
    log().info(
      `created the admin application (client_id=${made.createdAdmin.clientId}) for Management API scripts, without a secret: make one, shown once, in the console (Applications, Rotate secret) or with \`tessera rotate-admin-secret\``,
    );
  }
  // Printed once, at issue: only its digest is stored. Not through the logger: it is the one
  // line meant to be copied from the output, and it holds no secret but the one-time link.
  if (made.setupLink) console.log(`Create the first administrator: ${made.setupLink}`);
  else if (made.setupLinkIssued) {
    const { createdAt, expiresAt } = made.setupLinkIssued;
    log().info(
      `no administrator yet: a setup link was already issued at ${createdAt.toISOString()} (by this or another instance; it works until ${expiresAt.toISOString()}): it is in the output of the start that issued it, or run \`tessera setup-link\` for a new one (the earlier one then stops working)`,
    );
  }
}

/**
 * Stops gracefully on SIGTERM or SIGINT, saying so: what was in flight when the signal came, and
 * how long finishing it took (a stop that hangs shows what it waits for).
 */
function onStopSignal(stop: () => Promise<StopReport | undefined>, tracing: Tracing | undefined): void {
  let stopping = false;
  // Spans of the last requests are still in the batch: exported before exit, however the stop went.
  const flush = () => tracing?.shutdown().catch((error: unknown) => log().warn(`could not export the last spans: ${loggable(error)}`));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const began = Date.now();
      log().info(`${signal}: stopping gracefully (no new connections; what is in flight finishes first)`);
      stop()
        .then((report) => log().info(stopLine(report, Date.now() - began)))
        .finally(flush)
        .then(
          () => process.exit(0),
          (error) => {
            log().error(`error while stopping: ${loggable(error)}`);
            process.exit(1);
          },
        );
    });
  }
}

function stopLine(report: StopReport | undefined, durationMs: number): string {
  if (!report) return `stopped in ${durationMs} ms`;
  const { requestsInFlight: requests, deliveriesInFlight: deliveries } = report;
  const inFlight = `${requests} request${requests === 1 ? '' : 's'}, ${deliveries} webhook deliver${deliveries === 1 ? 'y' : 'ies'}`;
  return `stopped in ${durationMs} ms (in flight when the signal came: ${inFlight})`;
}

/** Where the console is, and how to get into it from here. */
function consoleLine(baseUrl: string, made: Pick<Created, 'setupLink' | 'setupLinkIssued'>): string {
  const where = `console: ${baseUrl}/console/`;
  if (made.setupLink) return `${where} (no administrator yet: open the setup link above to create the first one)`;
  if (made.setupLinkIssued) return `${where} (no administrator yet: use the setup link issued earlier, or run \`tessera setup-link\` for a new one)`;
  return `${where} (sign in with an administrator's username and password)`;
}

async function runPrimary(config: Config, workers: number): Promise<void> {
  // Migrations, signing key and bootstrap once, before any worker exists: no start-up races.
  const created = await createServices(config);
  await created.services.database.close();
  printFirstStart(created);

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log().error(`worker ${worker.process.pid} exited (${signal ?? code}); starting a new one`);
    setTimeout(fork, 1000);
  });
  // /metrics, served by any worker, is the whole cluster's: the primary aggregates them.
  serveClusterMetrics();
  // A database outage is logged once for the cluster, not once per worker.
  logClusterOutages();
  for (let i = 0; i < workers; i++) fork();
  log().info(`tessera primary ${process.pid}: ${workers} workers on port ${config.port}`);
  log().info(consoleLine(config.baseUrl, created));

  onStopSignal(async () => {
    stopping = true;
    // Each worker logs its own stop (what it had in flight); the primary waits for them all.
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
    return undefined;
  }, undefined);
}

async function runInstance(config: Config, tracing: Tracing | undefined): Promise<void> {
  // A cluster worker starts after the primary bootstrapped: it must not issue another link.
  const running = await start(config, { issueSetupLink: !cluster.isWorker });
  printFirstStart(running);
  const engine = running.services.database.engine === 'pglite' ? `PGlite (${config.dataDir})` : 'Postgres';
  const who = cluster.isWorker ? `worker ${process.pid}` : 'tessera';
  // The port actually bound: PORT=0 asks the system for a free one.
  const port = new URL(running.url).port;
  log().info(`${who} listening on ${config.baseUrl} (port ${port}, database: ${engine})`);
  if (!cluster.isWorker) log().info(consoleLine(config.baseUrl, running));
  onStopSignal(() => running.stop(), tracing);
}

/**
 * `primary`: this process is a node:cluster primary (WORKERS > 1 on Postgres, decided by main.ts,
 * which starts tracing only where requests are served).
 */
export async function run(config: Config, options: { primary: boolean; tracing: Tracing | undefined }): Promise<void> {
  if (options.primary) return runPrimary(config, config.workers);
  // An embedded PGlite database belongs to one process.
  if (cluster.isPrimary && config.workers > 1) log().warn(`WORKERS=${config.workers} needs DATABASE_URL (Postgres); running a single process on PGlite`);
  try {
    await runInstance(config, options.tracing);
  } catch (error) {
    // Another process holds the embedded database: the operator's to sort out, not a crash.
    if (!(error instanceof DataDirLocked)) throw error;
    log().error(error.message);
    process.exit(1);
  }
}
