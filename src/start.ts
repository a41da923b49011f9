// Builds the running system from a Config: database, migrations, keys, bootstrap, app.
// main.ts (the process) and the tests (port 0, fresh database) both start it this way.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { sealSecretsAtRest } from './domain/instance/seal-at-rest.js';
import { bootstrapDirectory, setupLinkUrl, type BootstrapResult } from './domain/instance/bootstrap.js';
import { createApp } from './app.js';
import { enableDirectoryCache } from './db/cache/index.js';
import { startOidcHousekeeping } from './oidc/housekeeping.js';
import { generateSigningKeyPair, loadKeyStore } from './oidc/keys.js';
import { watchSigningKeys } from './oidc/key-rotation.js';
import type { KeyPairSource, Services } from './services.js';
import { startDispatcher } from './events/dispatcher.js';
import { wireExperienceEvents } from './experience/events.js';
import { startExperienceHousekeeping } from './experience/housekeeping.js';
import { wireSessionSuspension } from './oidc/sessions.js';
import { bootstrapUserCreated } from './console-host/events.js';
import { configureLogger, log } from './observability/logger.js';
import { loggable } from './domain/errors.js';
import { systemClock, type Clock } from './domain/clock.js';
import { answerClientError } from './http/parse-errors.js';

export interface Running {
  services: Services;
  server: Server;
  url: string;
  /** The admin application when this start created it (without a secret: none is ever printed). */
  createdAdmin?: { clientId: string };
  /** `{BASE_URL}/console/setup?token=…`, set only when a first-administrator link was issued now: to be printed once. */
  setupLink?: string;
  /** No administrator yet, and a live link was issued earlier (by this or another instance): when, and until when. */
  setupLinkIssued?: BootstrapResult['setupLinkIssued'];
  /** Stops gracefully: no new connections, requests and webhook rounds in flight finish first. */
  stop(): Promise<StopReport>;
}

/** What a graceful stop found in flight, and how long it took. */
export interface StopReport {
  /** Connections that were serving a request when the stop came (idle ones are closed at once). */
  requestsInFlight: number;
  /** Webhook deliveries being sent when the stop came; each round ends or is handed back. */
  deliveriesInFlight: number;
  durationMs: number;
}

export interface StartOptions {
  /**
   * Issue the first-administrator link when no administrator exists (default true). Cluster
   * workers pass false: the primary printed the one link, a worker's start must not replace it.
   */
  issueSetupLink?: boolean;
  /** PGlite: what a new database starts from (DatabaseOptions.pgliteTemplate); default 'cached'. */
  pgliteTemplate?: Blob | 'cached' | undefined;
  /** The time the rules read; tests pass one they can move forward instead of sleeping. Default: the system clock. */
  clock?: Clock | undefined;
  /** Where new signing keys' material comes from; default: generated (src/oidc/keys.ts). */
  keyPairs?: KeyPairSource | undefined;
  /**
   * How often Node checks its connections against headersTimeout and requestTimeout (default
   * Node's 30 s). Fixed when the server is created; a test of the 408 answer shortens it rather
   * than wait half a minute for Node's own check.
   */
  connectionsCheckingIntervalMs?: number | undefined;
}

export interface Created {
  services: Services;
  createdAdmin?: { clientId: string };
  setupLink?: string;
  setupLinkIssued?: BootstrapResult['setupLinkIssued'];
}

export async function createServices(config: Config, options: StartOptions = {}): Promise<Created> {
  const database = await openDatabase({ ...config, pgliteTemplate: options.pgliteTemplate ?? 'cached', holder: 'the Tessera server' });
  await migrateToLatest(database.db);
  // The first new embedded database of an installation: the next ones start from this copy.
  if (await database.keepAsTemplate?.()) log().info('kept the migrated database as the template new embedded databases start from');
  // Secrets stored in clear before KEY_ENCRYPTION_KEY was set are sealed before anything reads them.
  await sealSecretsAtRest(database.db, config.keyEncryptionKey);
  const keyPairs = options.keyPairs ?? generateSigningKeyPair;
  const keys = await loadKeyStore(database.db, config.keyEncryptionKey, config.verifiedTokenMemoSize, keyPairs);
  const boot = await bootstrapDirectory(database.db, {
    managementApiResource: config.managementApiResource,
    baseUrl: config.baseUrl,
    ...(config.bootstrapAdmin ? { admin: config.bootstrapAdmin } : {}),
    ...(config.bootstrapAdminUser ? { administrator: config.bootstrapAdminUser } : {}),
    issueSetupToken: options.issueSetupLink !== false,
    onUserCreated: bootstrapUserCreated,
  });
  const services: Services = { config, database, db: database.db, keys, clock: options.clock ?? systemClock, keyPairs, onClose: [] };
  return {
    services,
    ...(boot.createdAdmin ? { createdAdmin: boot.createdAdmin } : {}),
    ...(boot.setupToken ? { setupLink: setupLinkUrl(config.baseUrl, boot.setupToken) } : {}),
    ...(boot.setupLinkIssued ? { setupLinkIssued: boot.setupLinkIssued } : {}),
  };
}

/**
 * What the domain announces, and who acts on it — explicit here rather than registered by
 * importing a module. The registries are per process; wiring again (a second instance in
 * one process, as in tests) changes nothing.
 */
export function wireListeners(): void {
  // Suspension ends the user's sessions and revokes their grants.
  wireSessionSuspension();
  // A completed sign-in or sign-up writes PostSignIn / PostRegister; a lock Identifier.Lockout.
  wireExperienceEvents();
}

/** Stops what the services started, newest first, then closes the database. */
async function closeServices(services: Services): Promise<void> {
  for (const close of [...services.onClose].reverse()) await close();
  await services.database.close();
}

export async function start(config: Config, options: StartOptions = {}): Promise<Running> {
  configureLogger({ level: config.logLevel, json: config.production });
  wireListeners();
  const { services, createdAdmin, setupLink, setupLinkIssued } = await createServices(config, options);
  // Only serving instances cache (the cluster primary just migrates and bootstraps). A clock
  // given to the start (a test's) is the cache's time too; otherwise it reads Date.now, which
  // makes no Date on the cache's hot path.
  const { clock } = options;
  await enableDirectoryCache(services, clock && (() => clock.now().getTime()));
  await watchSigningKeys(services);
  const app = await createApp(services);
  const dispatcher = config.webhookDispatcher ? await startDispatcher(services) : undefined;
  if (dispatcher) services.onClose.push(() => dispatcher.stop());
  startOidcHousekeeping(services);
  startExperienceHousekeeping(services);
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const interval = options.connectionsCheckingIntervalMs;
      const s = createServer(interval === undefined ? {} : { connectionsCheckingInterval: interval }, app).listen(config.port, '0.0.0.0', () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    // The port is taken (or not ours to bind): release what was started for it (the dispatcher,
    // housekeeping timers, the pool), so that a caller that tries again starts from nothing.
    // The listen error is what the caller must see; a failure while releasing is only logged.
    await closeServices(services).catch((closeError: unknown) => log().warn(`releasing after a failed listen: ${loggable(closeError)}`));
    throw error;
  }
  // What the HTTP parser refuses is answered in the REST convention, not Node's bare status line.
  server.on('clientError', answerClientError);
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  let stopped: Promise<StopReport> | undefined;
  return {
    services,
    server,
    url: `http://127.0.0.1:${port}`,
    ...(createdAdmin ? { createdAdmin } : {}),
    ...(setupLink ? { setupLink } : {}),
    ...(setupLinkIssued ? { setupLinkIssued } : {}),
    stop() {
      stopped ??= (async () => {
        const began = Date.now();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // What is left open after the idle connections went is serving a request.
        const requestsInFlight = await new Promise<number>((resolve) => server.getConnections((error, n) => resolve(error ? 0 : n)));
        const deliveriesInFlight = dispatcher?.inFlight() ?? 0;
        await closed;
        await closeServices(services);
        return { requestsInFlight, deliveriesInFlight, durationMs: Date.now() - began };
      })();
      return stopped;
    },
  };
}
