// A claim whose rows this instance never launched must not hold them for the whole lease. Two ways
// an outage leaves such a claim: the claim statement commits but its answer never arrives, or the
// answer arrives and the next query (the hooks the rows belong to) meets the outage. Either way the
// rows are in flight under a lease of minutes that nobody is working on; they are handed back as
// soon as the database answers again, and delivered within seconds of its return.
// Instance A (the dispatcher under test) reaches the local Postgres through a TCP relay of this
// test's that cuts the connections at the claim; instance B (no dispatcher) writes the events, and
// its NOTIFY reaches A over A's LISTEN connection, which the relay leaves up. The poll interval is
// ten minutes and the lease five: only the hand-back can deliver the event within this test. The
// retry that hands the rows back is due on A's clock, which the test moves instead of sleeping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_RETRY_MS } from '../../src/events/dispatcher.js';
import type { RelayedConnection } from '../helpers/postgres-relay.js';
import { startRelayedDispatcher, type RelayedDispatcher } from '../helpers/relayed-dispatcher.js';
import { waitFor } from '../helpers/wait-for.js';

type CutAt = 'answer-lost' | 'after-answer';

// Kysely sends the claim statement in a Parse message: its text is on the wire as written.
const CLAIM_TEXT = "set status = 'in_flight'";

/** Once armed, the relay cuts every connection but LISTEN ones at the next claim's answer. */
let armed: CutAt | undefined;
let fired = false;

function cutAtClaim(relay: () => RelayedDispatcher['relay']) {
  return {
    fromClient(connection: RelayedConnection, chunk: Buffer) {
      if (armed && chunk.toString('latin1').includes(CLAIM_TEXT)) connection.mark = 'claiming';
    },
    fromServer(connection: RelayedConnection, chunk: Buffer): boolean {
      if (connection.mark !== 'claiming' || !armed) return false;
      connection.mark = undefined;
      // A claim that found nothing (the pump that follows every delivery) passes: the cut is for
      // the claim of the event this test writes.
      if (chunk.toString('latin1').includes('UPDATE 0\0')) return false;
      // The claim has run and committed on the server (its answer is here).
      const at = armed;
      armed = undefined;
      const cut = () => {
        fired = true;
        relay().cut();
      };
      if (at === 'answer-lost') cut();
      else connection.toClient(chunk, cut);
      return true;
    },
  };
}

let setup: RelayedDispatcher | undefined;

beforeAll(async () => {
  setup = await startRelayedDispatcher(
    { WEBHOOK_POLL_MS: '600000', WEBHOOK_LEASE_SECONDS: '300' },
    cutAtClaim(() => setup!.relay),
  );
}, 60_000);
afterAll(async () => {
  await setup?.stop();
}, 30_000);

describe('a claim cut off by an outage before its rows were launched', () => {
  for (const at of ['answer-lost', 'after-answer'] as const) {
    it(
      `is handed back when the database returns (${at === 'answer-lost' ? 'the claim committed, its answer lost' : 'the query after the claim failed'})`,
      { timeout: 60_000 },
      async () => {
        const { relay: cut, clock, writing, receiver: r, deliveryStatus } = setup!;
        const before = `before_${at.replace('-', '_')}`;
        const during = `during_${at.replace('-', '_')}`;
        // Nothing cut: a user created on B is delivered by A, and its outcome written.
        expect((await writing.api('POST', '/users', { username: before })).status).toBe(200);
        await r.waitFor((all) => all.some((x) => x.json?.data?.username === before), 10_000);
        await waitFor(async () => (await deliveryStatus(before)) === 'succeeded', { what: 'the first delivery to be recorded' });
        expect(clock.pendingTimers()).toBe(0);

        armed = at;
        fired = false;
        expect((await writing.api('POST', '/users', { username: during })).status).toBe(200);
        // The claim reached the relay, was cut off, and A scheduled its retry.
        // Up to 30 s: on a loaded host the dispatcher's next claim can wait behind the other workers' tests.
        await waitFor(() => fired && clock.pendingTimers() === 1, { what: 'the claim to be cut off and its retry scheduled', timeoutMs: 30_000 });
        // The outage outlasts a retry interval: the retry cannot hand the rows back yet, and
        // schedules the next.
        clock.advance(CLAIM_RETRY_MS);
        expect(clock.pendingTimers(), 'the retry is due one interval after the failure').toBe(0);
        await clock.settled();
        expect(clock.pendingTimers(), 'the failed retry scheduled the next one').toBe(1);
        // The claim committed: the row is in flight under A's lease, and nothing was sent.
        expect(await deliveryStatus(during)).toBe('in_flight');
        expect(r.received.filter((x) => x.json?.data?.username === during)).toHaveLength(0);

        const restored = Date.now();
        cut.restore();
        clock.advance(CLAIM_RETRY_MS);
        expect(clock.pendingTimers(), 'the retry is due one interval after the last failure').toBe(0);
        await r.waitFor((all) => all.some((x) => x.json?.data?.username === during), 8_000);
        // The connection, the hand-back, the claim and the delivery.
        expect(Date.now() - restored).toBeLessThan(5_000);
        expect(r.received.filter((x) => x.json?.data?.username === during)).toHaveLength(1);
      },
    );
  }
});
