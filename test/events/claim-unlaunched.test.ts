// A claim whose rows this instance never launched must not hold them for the whole lease. Two ways
// an outage leaves such a claim: the claim statement commits but its answer never arrives, or the
// answer arrives and the next query (the hooks the rows belong to) meets the outage. Either way the
// rows are in flight under a lease of minutes that nobody is working on; they are handed back as
// soon as the database answers again, and delivered within seconds of its return.
// Instance A (the dispatcher under test) reaches the local Postgres through a TCP relay of this
// test's that cuts the connections at the claim; instance B (no dispatcher) writes the events, and
// its NOTIFY reaches A over A's LISTEN connection, which the relay leaves up. The poll interval is
// ten minutes and the lease five: only the hand-back can deliver the event within this test.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createLocalPostgresDatabase } from '../helpers/database.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type CutAt = 'answer-lost' | 'after-answer';

/** A TCP relay to Postgres that, once armed, cuts every connection but LISTEN ones at the next claim. */
interface Relay {
  port: number;
  arm(at: CutAt): void;
  /** Whether the armed cut happened. */
  readonly fired: boolean;
  restore(): void;
  close(): Promise<void>;
}

// Kysely sends the claim statement in a Parse message: its text is on the wire as written.
const CLAIM_TEXT = "set status = 'in_flight'";

async function startRelay(target: URL): Promise<Relay> {
  let armed: CutAt | undefined;
  let fired = false;
  let isCut = false;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; listening: boolean; claiming: boolean }>();
  const cutAll = () => {
    isCut = true;
    fired = true;
    for (const pair of pairs) if (!pair.listening) pair.client.destroy();
  };
  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream, listening: false, claiming: false };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      if (!pair.listening && /\blisten\s+"/i.test(text)) pair.listening = true;
      if (armed && text.includes(CLAIM_TEXT)) pair.claiming = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!pair.claiming || !armed) return void client.write(chunk);
      // The claim has run and committed on the server (its answer is here).
      const at = armed;
      armed = undefined;
      pair.claiming = false;
      if (at === 'answer-lost') return cutAll();
      client.write(chunk, () => cutAll());
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
    arm(at) {
      armed = at;
      fired = false;
    },
    get fired() {
      return fired;
    },
    restore() {
      isCut = false;
    },
    async close() {
      for (const pair of pairs) pair.client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let database: Awaited<ReturnType<typeof createLocalPostgresDatabase>> | undefined;
let relay: Relay | undefined;
let dispatching: TestApp | undefined;
let writing: TestApp | undefined;
let receiver: Receiver | undefined;

beforeAll(async () => {
  database = await createLocalPostgresDatabase();
  relay = await startRelay(database.url);
  const direct = database.url;
  const viaRelay = new URL(direct);
  viaRelay.port = String(relay.port);
  const adminSecret = randomBytes(24).toString('base64url');
  const keep = async () => {};
  dispatching = await startTestApp({
    adminSecret,
    database: { databaseUrl: viaRelay.toString(), dataDir: 'memory://', drop: keep },
    env: { WEBHOOK_POLL_MS: '600000', WEBHOOK_LEASE_SECONDS: '300' },
  });
  writing = await startTestApp({
    adminSecret,
    database: { databaseUrl: direct.toString(), dataDir: 'memory://', drop: keep },
    env: { WEBHOOK_DISPATCHER: 'false' },
  });
  receiver = await startReceiver();
  await createHook(writing, receiver, ['User.Created']);
}, 60_000);
afterAll(async () => {
  relay?.restore();
  await receiver?.close();
  await writing?.stop({ keepDatabase: true });
  await dispatching?.stop({ keepDatabase: true });
  await relay?.close();
  await database?.drop();
}, 30_000);

async function deliveryStatus(username: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: database!.url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{ status: string }>(
      `select d.status from hook_deliveries d where d.payload::jsonb -> 'data' ->> 'username' = $1`,
      [username],
    );
    return rows[0]?.status;
  } finally {
    await client.end();
  }
}

describe('a claim cut off by an outage before its rows were launched', () => {
  for (const at of ['answer-lost', 'after-answer'] as const) {
    it(`is handed back when the database returns (${at === 'answer-lost' ? 'the claim committed, its answer lost' : 'the query after the claim failed'})`, { timeout: 60_000 }, async () => {
      const r = receiver!;
      const cut = relay!;
      const before = `before_${at.replace('-', '_')}`;
      const during = `during_${at.replace('-', '_')}`;
      // Nothing cut: a user created on B is delivered by A.
      expect((await writing!.api('POST', '/users', { username: before })).status).toBe(200);
      await r.waitFor((all) => all.some((x) => x.json?.data?.username === before), 10_000);

      cut.arm(at);
      expect((await writing!.api('POST', '/users', { username: during })).status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (!cut.fired && Date.now() < deadline) await sleep(20);
      expect(cut.fired, 'the claim never reached the relay').toBe(true);
      await sleep(1500);
      // The claim committed: the row is in flight under A's lease, and nothing was sent.
      expect(await deliveryStatus(during)).toBe('in_flight');
      expect(r.received.filter((x) => x.json?.data?.username === during)).toHaveLength(0);

      const restored = Date.now();
      cut.restore();
      await r.waitFor((all) => all.some((x) => x.json?.data?.username === during), 8_000);
      // A retry interval or two, plus the connection, the hand-back, the claim and the delivery.
      expect(Date.now() - restored).toBeLessThan(5_000);
      expect(r.received.filter((x) => x.json?.data?.username === during)).toHaveLength(1);
    });
  }
});
