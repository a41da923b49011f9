// A dispatcher whose claim fails because the database is briefly unreachable tries the claim again
// within a second, instead of leaving the events it was woken for until the next poll.
// The scenario is the one a restarting database produces: the dispatcher's LISTEN connection is up
// and hears a NOTIFY, but the claim that NOTIFY starts cannot get a connection. Here it is made
// exactly that way: instance A (the dispatcher under test) reaches the local Postgres through a
// TCP relay of this test's, which drops every connection but A's LISTEN ones and refuses new ones;
// instance B (no dispatcher) writes the event, so its NOTIFY reaches A on the connection left up.
// The poll interval is ten minutes: only the quick retry can deliver the event within this test.
// A relay needs a server over a socket, so this file uses the local Postgres in both suites.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createLocalPostgresDatabase } from '../helpers/database.js';
import { createHook } from '../helpers/hooks.js';
import { startReceiver, type Receiver } from '../helpers/receiver.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP relay to Postgres that can cut every connection except those that sent a LISTEN. */
interface Relay {
  port: number;
  /** Drop every connection that never sent LISTEN, and refuse new ones. */
  cut(): void;
  /** Accept connections again. */
  restore(): void;
  /** Connections the relay refused while cut. */
  refused: number;
  close(): Promise<void>;
}

async function startRelay(target: URL): Promise<Relay> {
  let isCut = false;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; listening: boolean }>();
  const server = net.createServer((client) => {
    if (isCut) {
      relay.refused += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream, listening: false };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      // A simple-protocol Query message carrying `listen "<channel>"`.
      if (!pair.listening && /\blisten\s+"/i.test(chunk.toString('latin1'))) pair.listening = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
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
  const relay: Relay = {
    port: (server.address() as net.AddressInfo).port,
    refused: 0,
    cut() {
      isCut = true;
      for (const pair of pairs) if (!pair.listening) pair.client.destroy();
    },
    restore() {
      isCut = false;
    },
    async close() {
      for (const pair of pairs) pair.client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return relay;
}

let database: Awaited<ReturnType<typeof createLocalPostgresDatabase>> | undefined;
let relay: Relay | undefined;
let dispatching: TestApp | undefined;
let writing: TestApp | undefined;
let receiver: Receiver | undefined;

beforeAll(async () => {
  database = await createLocalPostgresDatabase();
  relay = await startRelay(database.url);
}, 30_000);
afterAll(async () => {
  relay?.restore();
  await receiver?.close();
  await writing?.stop({ keepDatabase: true });
  await dispatching?.stop({ keepDatabase: true });
  await relay?.close();
  await database?.drop();
}, 30_000);

describe('a claim that meets a database outage', () => {
  it('is tried again within a second, so the events its NOTIFY announced do not wait for the poll', { timeout: 60_000 }, async () => {
    const direct = database!.url;
    const cut = relay!;
    const viaRelay = new URL(direct);
    viaRelay.port = String(cut.port);
    const adminSecret = randomBytes(24).toString('base64url');
    const keep = async () => {};
    dispatching = await startTestApp({
      adminSecret,
      database: { databaseUrl: viaRelay.toString(), dataDir: 'memory://', drop: keep },
      env: { WEBHOOK_POLL_MS: '600000' },
    });
    writing = await startTestApp({
      adminSecret,
      database: { databaseUrl: direct.toString(), dataDir: 'memory://', drop: keep },
      env: { WEBHOOK_DISPATCHER: 'false' },
    });
    receiver = await startReceiver();
    const r = receiver;
    await createHook(writing, r, ['User.Created']);

    // Through the relay, with nothing cut, a user created on B is delivered by A (its NOTIFY).
    const first = await writing.api('POST', '/users', { username: 'before_cut' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await r.waitFor((all) => all.some((x) => x.json?.data?.username === 'before_cut'), 10_000);

    cut.cut();
    const second = await writing.api('POST', '/users', { username: 'during_cut' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // A heard the NOTIFY (its LISTEN connection is up) and its claim met the outage.
    const deadline = Date.now() + 10_000;
    while (cut.refused === 0 && Date.now() < deadline) await sleep(20);
    expect(cut.refused, 'the claim never tried to connect').toBeGreaterThan(0);
    await sleep(1500);
    expect(dispatching.running.services.database.availability.available).toBe(false);
    expect(r.received.filter((x) => x.json?.data?.username === 'during_cut')).toHaveLength(0);

    // The database is reachable again: no NOTIFY, no poll for ten minutes, and yet it arrives.
    const restored = Date.now();
    cut.restore();
    await r.waitFor((all) => all.some((x) => x.json?.data?.username === 'during_cut'), 5_000);
    // One retry interval, plus the connection and the delivery.
    expect(Date.now() - restored).toBeLessThan(3_000);
  });
});
