// The logger on its own: redaction by path, the two formats, and the request id on every line
// written while an express request is handled (also after awaits and a body parser).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { configureLogger, createLogger, log, readableLine } from '../../src/observability/logger.js';
import { observeRequests } from '../../src/observability/http-requests.js';
import { waitFor } from '../helpers/wait-for.js';

function memory() {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

afterEach(() => {
  configureLogger({ level: 'info', json: false });
});

describe('redaction', () => {
  it('censors secret fields at the top level and one level down, whatever else is logged', () => {
    const out = memory();
    const logger = createLogger({ level: 'info', json: true }, out.destination);
    logger.info(
      {
        password: 'pw-1',
        client_secret: 'cs-1',
        token: 'tk-1',
        code: 'code-1',
        cookie: 'sid=ck-1',
        authorization: 'Bearer au-1',
        body: { refresh_token: 'rt-1', id_token: 'it-1', access_token: 'at-1', code_verifier: 'cv-1', signingKey: 'sk-1', 'set-cookie': 'sc-1' },
        req: { headers: { authorization: 'Basic au-2', cookie: 'ck-2' } },
        kept: 'visible',
      },
      'event',
    );
    const text = out.lines.join('');
    for (const secret of ['pw-1', 'cs-1', 'tk-1', 'code-1', 'ck-1', 'au-1', 'rt-1', 'it-1', 'at-1', 'cv-1', 'sk-1', 'sc-1', 'au-2', 'ck-2']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('visible');
    expect(text).toContain('[redacted]');
  });

  it("leaves the logged object as it was, and censors an error's fields", () => {
    const out = memory();
    const logger = createLogger({ level: 'info', json: true }, out.destination);
    const entry = { password: 'pw-3', nested: { token: 'tk-3', kept: 'k' } };
    logger.info(entry, 'event');
    expect(entry).toEqual({ password: 'pw-3', nested: { token: 'tk-3', kept: 'k' } });
    logger.child({ req_id: 'r-1' }).info('child');
    logger.error({ err: Object.assign(new Error('boom'), { code_verifier: 'cv-3' }) }, 'failed');
    const text = out.lines.join('');
    for (const secret of ['pw-3', 'tk-3', 'cv-3']) expect(text).not.toContain(secret);
    expect(text).toContain('r-1');
    expect(text).toContain('boom');
    const lines = out.lines.map((l) => JSON.parse(l) as Record<string, any>);
    expect(lines[0]!.nested).toEqual({ token: '[redacted]', kept: 'k' });
  });

  it('costs little per line when nothing is secret (the access line)', () => {
    const out = { write: () => undefined };
    const logger = createLogger({ level: 'info', json: true }, out);
    const line = { req_id: 'r', method: 'POST', route: '/oidc/token', status: 200, ms: 1.2, client_id: 'c' };
    for (let i = 0; i < 2000; i++) logger.info(line, 'request');
    const n = 20_000;
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) logger.info(line, 'request');
    const used = process.cpuUsage(start);
    // pino's wildcard redact paths cost ~30 µs a line here; the Set scan a few µs with pino's own work.
    expect((used.user + used.system) / n).toBeLessThan(15);
  });
});

describe('formats', () => {
  it('writes one JSON object per line in production, with an ISO time and a level name', () => {
    const out = memory();
    createLogger({ level: 'info', json: true }, out.destination).warn({ n: 1 }, 'hello');
    const entry = JSON.parse(out.lines[0]!);
    expect(entry).toMatchObject({ level: 'warn', msg: 'hello', n: 1, pid: process.pid });
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('writes readable lines in development', () => {
    const out = memory();
    createLogger({ level: 'debug', json: false }, out.destination).debug({ route: '/x', note: 'two words' }, 'hello');
    expect(out.lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} DEBUG hello route=\/x note="two words"\n$/);
    expect(readableLine('not json')).toBe('not json');
  });

  it('writes nothing below its level', () => {
    const out = memory();
    const logger = createLogger({ level: 'warn', json: true }, out.destination);
    logger.info('dropped');
    logger.error('kept');
    expect(out.lines).toHaveLength(1);
  });
});

describe('request ids on every line of a request', () => {
  it('binds the id to log() through awaits and the JSON body parser, and not outside the request', async () => {
    const out = memory();
    configureLogger({ level: 'info', json: true }, out.destination);
    const app = express();
    app.use(observeRequests({ accessLog: true }));
    // Each request awaits until all three have logged once: they are all under way at the same
    // time, so their lines interleave and only the bound id tells them apart.
    let arrived = 0;
    let allArrived!: () => void;
    const together = new Promise<void>((resolve) => (allArrived = resolve));
    app.post('/work/:id', express.json(), async (_req, res) => {
      log().info('before await');
      if (++arrived === 3) allArrived();
      await together;
      log().info('after await');
      res.json({ ok: true });
    });
    const server = createServer(app).listen(0);
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answers = await Promise.all(
        ['r-1', 'r-2', 'r-3'].map((id) =>
          fetch(`${url}/work/${id}?q=secret-query`, {
            method: 'POST',
            headers: { 'x-request-id': id, 'content-type': 'application/json' },
            body: JSON.stringify({ pad: 'x'.repeat(50_000) }),
          }),
        ),
      );
      expect(answers.map((a) => a.headers.get('x-request-id'))).toEqual(['r-1', 'r-2', 'r-3']);
      // The access lines are written once each response is done with, after the answer.
      await waitFor(() => out.lines.filter((l) => JSON.parse(l).msg === 'request').length === 3, { what: 'three access lines' });
      log().info('outside');
      const entries = out.lines.map((l) => JSON.parse(l));
      for (const id of ['r-1', 'r-2', 'r-3']) {
        expect(
          entries
            .filter((e) => e.req_id === id)
            .map((e) => e.msg)
            .sort(),
        ).toEqual(['after await', 'before await', 'request']);
        expect(entries.find((e) => e.req_id === id && e.msg === 'request')).toMatchObject({ method: 'POST', route: '/work/:id', status: 200 });
      }
      expect(entries.find((e) => e.msg === 'outside').req_id).toBeUndefined();
      expect(out.lines.join('')).not.toContain('secret-query');
    } finally {
      server.close();
    }
  });
});
