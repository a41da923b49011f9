// A TCP relay to Postgres for tests of outages: it can drop every connection except those that
// sent a LISTEN (a restarting database whose notifications still arrive) and refuse new ones,
// freeze every connection (a hung database: connections stay open, no byte passes either way),
// and a test may watch or hold back what passes through (to cut at one statement exactly).
import net from 'node:net';

export interface RelayedConnection {
  /** The connection sent `listen "<channel>"`: a cut leaves it up. */
  listening: boolean;
  /** Free for the test's own marks (e.g. "this connection is running the claim"). */
  mark?: string | undefined;
  toClient(chunk: Buffer, written?: () => void): void;
  /** Stop passing bytes on this connection alone, both ways, until `thaw()` (a statement that hangs). */
  hang(): void;
}

export interface RelayOptions {
  /** Sees each chunk the client sends, before it is passed on. */
  fromClient?(connection: RelayedConnection, chunk: Buffer): void;
  /** Sees each chunk Postgres sends; returns true when it dealt with it (else it is passed on). */
  fromServer?(connection: RelayedConnection, chunk: Buffer): boolean;
}

export interface PostgresRelay {
  port: number;
  /** Drop every connection that never sent LISTEN, and refuse new ones. */
  cut(): void;
  /** Accept connections again. */
  restore(): void;
  /** Stop passing bytes, both ways, on every connection, open or opened later (a hung server). */
  freeze(): void;
  /** Pass bytes again. */
  thaw(): void;
  /** Connections refused while cut. */
  readonly refused: number;
  close(): Promise<void>;
}

export async function startPostgresRelay(target: URL, options: RelayOptions = {}): Promise<PostgresRelay> {
  let isCut = false;
  let isFrozen = false;
  let refused = 0;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; connection: RelayedConnection }>();
  const server = net.createServer((client) => {
    if (isCut) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const connection: RelayedConnection = {
      listening: false,
      toClient: (chunk, written) => void client.write(chunk, written),
      hang: () => {
        client.pause();
        upstream.pause();
      },
    };
    const pair = { client, upstream, connection };
    pairs.add(pair);
    if (isFrozen) for (const socket of [client, upstream]) socket.pause();
    client.on('data', (chunk: Buffer) => {
      // A simple-protocol Query message carrying `listen "<channel>"`.
      if (!connection.listening && /\blisten\s+"/i.test(chunk.toString('latin1'))) connection.listening = true;
      options.fromClient?.(connection, chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!options.fromServer?.(connection, chunk)) client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    get refused() {
      return refused;
    },
    cut() {
      isCut = true;
      for (const pair of pairs) if (!pair.connection.listening) pair.client.destroy();
    },
    restore() {
      isCut = false;
    },
    freeze() {
      isFrozen = true;
      for (const pair of pairs) for (const socket of [pair.client, pair.upstream]) socket.pause();
    },
    thaw() {
      isFrozen = false;
      for (const pair of pairs) for (const socket of [pair.client, pair.upstream]) socket.resume();
    },
    async close() {
      for (const pair of pairs) pair.client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
