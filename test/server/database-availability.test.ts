// Which errors are an outage (the database cannot be reached) and which are the database's answer
// to a query; and the outage's two log lines. The errors are the shapes node-postgres, pg-pool
// and node:net produce; the real thing is in database-outage.test.ts.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, watchAvailability } from '../../src/db/availability.js';
import { serviceUnavailableOf } from '../../src/domain/service-unavailable.js';
import { waitFor } from '../helpers/wait-for.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for a server that is away, shutting down or starting, and for a pool that waited too long', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('the database system is shutting down', '57P03'),
      withCode('connection failure', '08006'),
      withCode('sorry, too many clients already', '53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      // A statement past DATABASE_QUERY_TIMEOUT_MS: the server never answered it.
      new Error('Query read timeout'),
      // localhost resolving to ::1 and 127.0.0.1: node:net reports both refusals together.
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), { code: 'ECONNREFUSED' }),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
      new Error('wrapped', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it("is false for the database's answers and everything else", () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint "users_username_key"', '23505'),
      withCode('relation "token_exchange_events" does not exist', '42P01'),
      withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021'),
      withCode('canceling statement due to statement timeout', '57014'),
      new Error('Cannot use a pool after calling end on the pool'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'ECONNREFUSED',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });

  it('is an outage at the fronts only when the database layer met it, also through a GraphQL error or a cause', () => {
    const watch = watchAvailability(async () => undefined, { down: () => undefined, up: () => undefined });
    try {
      const fromDatabase = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
      // The same refusal from an SMTP server, Redis or an upstream provider is not the database going away.
      const fromElsewhere = withCode('connect ECONNREFUSED 127.0.0.1:25', 'ECONNREFUSED');
      watch.failed(fromDatabase);
      expect(serviceUnavailableOf(fromDatabase)?.code).toBe('service.unavailable');
      expect(serviceUnavailableOf(Object.assign(new Error('connect ECONNREFUSED'), { originalError: fromDatabase }))?.code).toBe('service.unavailable');
      expect(serviceUnavailableOf(new Error('could not list users', { cause: fromDatabase }))?.code).toBe('service.unavailable');
      expect(serviceUnavailableOf(fromElsewhere)).toBeUndefined();
      expect(serviceUnavailableOf(new Error('a bug'))).toBeUndefined();
      // A query the database answered with an error is not marked, even when reported.
      const duplicate = withCode('duplicate key', '23505');
      watch.failed(duplicate);
      expect(serviceUnavailableOf(duplicate)).toBeUndefined();
    } finally {
      watch.stop();
    }
  });
});

describe('watchAvailability', () => {
  it('logs an outage once when it starts and once, with its duration, when a probe reaches the database', async () => {
    const lines: string[] = [];
    let up = false;
    let failedProbes = 0;
    const watch = watchAvailability(
      async () => {
        if (up) return;
        failedProbes += 1;
        throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
      },
      { down: (m) => lines.push(`down ${m}`), up: (m) => lines.push(`up ${m}`) },
      // Probes a few milliseconds apart: the test counts them rather than waiting PROBE_INTERVAL_MS.
      5,
    );
    try {
      watch.failed(withCode('duplicate key', '23505'));
      expect(watch.available).toBe(true);
      for (let i = 0; i < 50; i++) watch.failed(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
      expect(watch.available).toBe(false);
      const wentDown = Date.now();
      // Probes that fail neither end the outage nor log it again.
      await waitFor(() => failedProbes >= 3, { what: 'three probes finding the database away' });
      expect(watch.available).toBe(false);
      expect(lines).toHaveLength(1);
      const cameUp = Date.now();
      up = true;
      await waitFor(() => watch.available, { what: 'a probe reaching the database' });
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe('down database unavailable (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432); answering 503 until it is back');
      expect(lines[1]).toMatch(/^up database available again after \d+ ms$/);
      // At least as long as the test kept it down, by the same clock (a timer may fire a
      // millisecond before its delay by Date.now(), so the delay itself is no bound).
      expect(Number(/after (\d+) ms/.exec(lines[1]!)![1])).toBeGreaterThanOrEqual(cameUp - wentDown);
    } finally {
      watch.stop();
    }
  });

  it("counts a refusal just after the probe got through as the ended outage's tail, and one a probe interval later as a new outage", async () => {
    const lines: string[] = [];
    let up = false;
    // The outage is timed by this clock, which stands still unless the test moves it; the probes
    // still run on real timers, a few ms apart.
    let clock = 1_000_000;
    const now = () => clock;
    const starting = () => withCode('the database system is starting up', '57P03');
    const watch = watchAvailability(
      async () => {
        if (!up) throw starting();
      },
      { down: (m) => lines.push(`down ${m}`), up: (m) => lines.push(`up ${m}`) },
      5,
      now,
    );
    try {
      watch.failed(withCode('terminating connection due to administrator command', '57P01'));
      up = true;
      await waitFor(() => watch.available, { what: 'a probe reaching the database' });
      expect(lines).toHaveLength(2);
      // A connection the pool opened while the server was starting, refused after the probe got through.
      const tail = starting();
      watch.failed(tail);
      expect(watch.available).toBe(true);
      expect(lines).toHaveLength(2);
      // Its request still answers 503.
      expect(serviceUnavailableOf(tail)?.code).toBe('service.unavailable');
      // A probe interval later, the same refusal is a new outage.
      clock += 5;
      up = false;
      watch.failed(starting());
      expect(watch.available).toBe(false);
      expect(lines).toHaveLength(3);
      expect(lines[2]).toMatch(/^down database unavailable \(57P03: /);
    } finally {
      watch.stop();
    }
  });
});
