// A NOTIFY subscription that survives lost connections. On Postgres it keeps its own connection
// and reconnects every 500 ms while it is down; since messages sent meanwhile are lost, the
// subscriber hears `down` when it drops and `up` when it is listening again, and must treat `up`
// as "anything may have changed". PGlite: one process owns the database, NOTIFY comes back in
// process and cannot be lost.
import pg from 'pg';

/**
 * What a subscription needs of the opened database (Database, database.ts, satisfies it): its
 * engine, and its in-process LISTEN for PGlite. Named here, so that listen.ts does not import the
 * module that opens the database and subscribes through it.
 */
export interface ListeningDatabase {
  readonly engine: 'postgres' | 'pglite';
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface ChannelHandlers {
  message(payload: string): void;
  /** Listening (at first and after every reconnect). */
  up(): void;
  /** No longer listening (connection lost, or unsubscribed). */
  down(): void;
}

export async function subscribeChannel(
  database: ListeningDatabase,
  databaseUrl: string | undefined,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  if (database.engine !== 'postgres' || !databaseUrl) {
    const unsubscribe = await database.listen(channel, handlers.message);
    handlers.up();
    return async () => {
      handlers.down();
      await unsubscribe();
    };
  }
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    const lost = () => {
      if (client !== c) return;
      handlers.down();
      client = undefined;
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(() => lost()), 500);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      if (msg.channel === channel) handlers.message(msg.payload ?? '');
    });
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
    handlers.up();
  };

  await connect();
  return async () => {
    closed = true;
    handlers.down();
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}
