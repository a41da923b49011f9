// Process entry: configuration → tracing (when an OTLP endpoint is set) → the process (src/run.ts):
// database, app, listen; graceful stop on SIGTERM.
//
// Only the configuration and the logger are imported statically. Tracing must start before
// express, pg and graphql are first imported, for its instrumentations to patch them as they
// load (src/observability/tracing.ts); so the rest of the application is imported after it, and
// without an endpoint the OpenTelemetry SDK is never loaded at all.
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.js';
import { applyHeapGrowth } from './observability/heap-growth.js';
import { applyPretenuring } from './observability/pretenuring.js';
import { configureLogger } from './observability/logger.js';

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
applyHeapGrowth(config.heapGrowingPercent);
applyPretenuring(config.v8Pretenuring);

// WORKERS > 1 on Postgres: this process is the cluster primary (it forks the workers, which
// run this file again). Traces are made where requests are served: a single instance and every
// worker, not the primary.
const primary = cluster.isPrimary && config.workers > 1 && Boolean(config.databaseUrl);
const tracing = config.tracing && !primary ? await (await import('./observability/tracing.js')).startTracing(config.tracing) : undefined;

const { run } = await import('./run.js');
await run(config, { primary, tracing });
