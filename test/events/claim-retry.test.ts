// A dispatcher whose claim fails because the database is briefly unreachable tries the claim again
// within a second, instead of leaving the events it was woken for until the next poll.
// The scenario is the one a restarting database produces: the dispatcher's LISTEN connection is up
// and hears a NOTIFY, but the claim that NOTIFY starts cannot get a connection. Here it is made
// exactly that way (test/helpers/relayed-dispatcher.ts): instance A (the dispatcher under test) reaches the local Postgres through a
// TCP relay of this test's, which drops every connection but A's LISTEN ones and refuses new ones;
// instance B (no dispatcher) writes the event, so its NOTIFY reaches A on the connection left up.
// The poll interval is ten minutes: only the quick retry can deliver the event within this test.
// A relay needs a server over a socket, so this file uses the local Postgres in both suites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRelayedDispatcher, type RelayedDispatcher } from '../helpers/relayed-dispatcher.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let setup: RelayedDispatcher | undefined;

beforeAll(async () => {
  setup = await startRelayedDispatcher({ WEBHOOK_POLL_MS: '600000' });
}, 60_000);
afterAll(async () => {
  await setup?.stop();
}, 30_000);

describe('a claim that meets a database outage', () => {
  it('is tried again within a second, so the events its NOTIFY announced do not wait for the poll', { timeout: 60_000 }, async () => {
    const { relay: cut, dispatching, writing, receiver: r } = setup!;

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
