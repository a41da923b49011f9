// Two instances on one local Postgres database for dispatcher outage tests: A (the dispatcher
// under test) reaches it through a PostgresRelay, B (no dispatcher) writes the events directly, so
// B's NOTIFY reaches A over A's LISTEN connection, which the relay's cut leaves up. A receiver has
// a hook for User.Created. A runs on a clock that keeps its timers (test/helpers/timer-clock.ts):
// a test moves it to fire the dispatcher's retry of a claim that met the outage.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './app.js';
import { createLocalPostgresDatabase } from './database.js';
import { createHook } from './hooks.js';
import { startPostgresRelay, type PostgresRelay, type RelayOptions } from './postgres-relay.js';
import { startReceiver, type Receiver } from './receiver.js';
import { timerTestClock, type TimerTestClock } from './timer-clock.js';

export interface RelayedDispatcher {
  databaseUrl: URL;
  relay: PostgresRelay;
  dispatching: TestApp;
  /** A's clock, which runs its dispatcher's retry timers. */
  clock: TimerTestClock;
  writing: TestApp;
  receiver: Receiver;
  /** The status of the delivery of the user created with `username` (read directly, not through the relay). */
  deliveryStatus(username: string): Promise<string | undefined>;
  stop(): Promise<void>;
}

/** `dispatcherEnv` is A's environment (poll interval, lease); `relay` what the relay watches. */
export async function startRelayedDispatcher(dispatcherEnv: Record<string, string>, relayOptions: RelayOptions = {}): Promise<RelayedDispatcher> {
  const database = await createLocalPostgresDatabase();
  const relay = await startPostgresRelay(database.url, relayOptions);
  const viaRelay = new URL(database.url);
  viaRelay.port = String(relay.port);
  const adminSecret = randomBytes(24).toString('base64url');
  const clock = timerTestClock();
  // The database is this helper's: the apps leave it, stop() drops it.
  const keep = async () => {};
  let dispatching: TestApp | undefined;
  let writing: TestApp | undefined;
  let receiver: Receiver | undefined;
  const stop = async () => {
    relay.restore();
    await receiver?.close();
    await writing?.stop({ keepDatabase: true });
    await dispatching?.stop({ keepDatabase: true });
    await relay.close();
    await database.drop();
  };
  try {
    dispatching = await startTestApp({
      adminSecret,
      clock,
      database: { databaseUrl: viaRelay.toString(), dataDir: 'memory://', drop: keep },
      env: dispatcherEnv,
    });
    writing = await startTestApp({
      adminSecret,
      database: { databaseUrl: database.url.toString(), dataDir: 'memory://', drop: keep },
      env: { WEBHOOK_DISPATCHER: 'false' },
    });
    receiver = await startReceiver();
    await createHook(writing, receiver, ['User.Created']);
  } catch (error) {
    await stop();
    throw error;
  }
  const direct = writing.running.services.db;
  const deliveryStatus = async (username: string) => {
    const { rows } = await sql<{ status: string }>`
      select status from hook_deliveries where payload::jsonb -> 'data' ->> 'username' = ${username}`.execute(direct);
    return rows[0]?.status;
  };
  return { databaseUrl: database.url, relay, dispatching, clock, writing, receiver, deliveryStatus, stop };
}
