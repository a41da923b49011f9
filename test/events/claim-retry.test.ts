// A dispatcher whose claim fails because the database is briefly unreachable tries the claim again
// within a second, instead of leaving the events it was woken for until the next poll.
// The scenario is the one a restarting database produces: the dispatcher's LISTEN connection is up
// and hears a NOTIFY, but the claim that NOTIFY starts cannot get a connection. Here it is made
// exactly that way (test/helpers/relayed-dispatcher.ts): instance A (the dispatcher under test) reaches the local Postgres through a
// TCP relay of this test's, which drops every connection but A's LISTEN ones and refuses new ones;
// instance B (no dispatcher) writes the event, so its NOTIFY reaches A on the connection left up.
// The poll interval is ten minutes: only the quick retry can deliver the event within this test.
// The retry is due on A's clock, which the test moves instead of sleeping through the interval.
// A relay needs a server over a socket, so this file uses the local Postgres in both suites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_RETRY_MS } from '../../src/events/dispatcher.js';
import { startRelayedDispatcher, type RelayedDispatcher } from '../helpers/relayed-dispatcher.js';
import { waitFor } from '../helpers/wait-for.js';

let setup: RelayedDispatcher | undefined;

beforeAll(async () => {
  setup = await startRelayedDispatcher({ WEBHOOK_POLL_MS: '600000' });
}, 60_000);
afterAll(async () => {
  await setup?.stop();
}, 30_000);

describe('a claim that meets a database outage', () => {
  it('is tried again within a second, so the events its NOTIFY announced do not wait for the poll', { timeout: 60_000 }, async () => {
    const { relay: cut, dispatching, clock, writing, receiver: r, deliveryStatus } = setup!;
    // Through the relay, with nothing cut, a user created on B is delivered by A (its NOTIFY).
    const first = await writing.api('POST', '/users', { username: 'before_cut' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await r.waitFor((all) => all.some((x) => x.json?.data?.username === 'before_cut'), 10_000);
    // Its outcome is written: A has nothing left to write when the cut comes.
    await waitFor(async () => (await deliveryStatus('before_cut')) === 'succeeded', { what: 'the first delivery to be recorded' });
    expect(clock.pendingTimers()).toBe(0);

    cut.cut();
    const second = await writing.api('POST', '/users', { username: 'during_cut' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // A heard the NOTIFY (its LISTEN connection is up), its claim met the outage and is due again.
    await waitFor(() => cut.refused > 0 && clock.pendingTimers() === 1, { what: 'the claim to meet the outage and schedule its retry' });
    // The outage outlasts a retry interval: the retry meets it too, and schedules the next.
    clock.advance(CLAIM_RETRY_MS);
    expect(clock.pendingTimers(), 'the retry is due one interval after the failure').toBe(0);
    await clock.settled();
    expect(clock.pendingTimers(), 'the failed retry scheduled the next one').toBe(1);
    expect(dispatching.running.services.database.availability.available).toBe(false);
    expect(r.received.filter((x) => x.json?.data?.username === 'during_cut')).toHaveLength(0);
    expect(await deliveryStatus('during_cut')).toBe('pending');

    // The database is reachable again: no NOTIFY, no poll for ten minutes; one retry interval
    // on, the event arrives.
    const restored = Date.now();
    cut.restore();
    clock.advance(CLAIM_RETRY_MS);
    expect(clock.pendingTimers(), 'the retry is due one interval after the last failure').toBe(0);
    await r.waitFor((all) => all.some((x) => x.json?.data?.username === 'during_cut'), 5_000);
    // The connection and the delivery.
    expect(Date.now() - restored).toBeLessThan(3_000);
  });
});
