// What Node's HTTP parser refuses (before any route) is answered in the REST convention with
// Connection: close, counted in /metrics, and nothing of the request reaches the log. And the
// SAML ACS form under /api/authn is as strict about UTF-8 as every other form parser.
import net from 'node:net';
import { format } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../helpers/app.js';

// Node checks requests against their time limits every connectionsCheckingInterval (30 s by
// default): checked every 50 ms here, the 408 test below waits for its 50 ms limit, not for that.
const app = useTestApp({ connectionsCheckingIntervalMs: 50 });

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection after answering. */
  closed: boolean;
}

/** Raw bytes on a socket: neither fetch nor http.request would send these requests. */
function raw(bytes: Buffer | string): Promise<RawAnswer> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, closed: true });
    });
    socket.write(bytes);
  });
}

async function parseErrorCount(reason: string): Promise<number> {
  const text = await (await fetch(`${app.url}/metrics`)).text();
  const m = new RegExp(`^tessera_http_parse_errors_total\\{reason="${reason}"\\} (\\d+)`, 'm').exec(text);
  return m ? Number(m[1]) : 0;
}

const SECRET = 'LeakMe-parser-91c2';

async function captured(work: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  for (const method of ['error', 'warn', 'log', 'info', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...a: unknown[]) => void lines.push(format(...a)));
  for (const stream of [process.stderr, process.stdout]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: unknown, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    });
  }
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return lines.join('\n');
}

function expectRefusal(answer: RawAnswer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers.connection).toBe('close');
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(answer.body) as { code: string; message: string };
  expect(body).toEqual({ code, message: expect.any(String) });
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(answer.body).not.toContain(SECRET);
}

describe('requests the HTTP parser refuses (issue 15)', () => {
  it('answers raw bad bytes in the request line with 400 { code, message } and Connection: close, counted', async () => {
    const before = await parseErrorCount('bad_request');
    const log = await captured(async () => {
      expectRefusal(
        await raw(
          Buffer.concat([Buffer.from('GET /api/users'), Buffer.from([0x00, 0xff, 0x0b]), Buffer.from(` HTTP/1.1\r\nAuthorization: Bearer ${SECRET}\r\n\r\n`)]),
        ),
        400,
        'guard.invalid_input',
      );
      expectRefusal(await raw(`NOT-HTTP ${SECRET}\r\n\r\n`), 400, 'guard.invalid_input');
    });
    expect(log).not.toContain(SECRET);
    expect(await parseErrorCount('bad_request')).toBe(before + 2);
  });

  it('answers headers over maxHeaderSize with 431', async () => {
    const before = await parseErrorCount('header_overflow');
    const answer = await raw(`GET /health HTTP/1.1\r\nHost: x\r\nCookie: ${SECRET}${'a'.repeat(20_000)}\r\n\r\n`);
    expectRefusal(answer, 431, 'request.headers_too_large');
    expect(await parseErrorCount('header_overflow')).toBe(before + 1);
  });

  it('answers broken chunked encoding with 400', async () => {
    const answer = await raw(
      `POST /oidc/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nclient_secret=${SECRET}\r\n0\r\n\r\n`,
    );
    expectRefusal(answer, 400, 'guard.invalid_input');
  });

  it('answers a request whose headers do not arrive in time with 408', async () => {
    const server = app.running.server;
    const saved = { headersTimeout: server.headersTimeout, requestTimeout: server.requestTimeout };
    // Node checks these timers every connectionsCheckingInterval (50 ms for this file's app).
    server.headersTimeout = 50;
    server.requestTimeout = 50;
    try {
      const { port } = new URL(app.url);
      const answer = await new Promise<RawAnswer>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        const chunks: Buffer[] = [];
        socket.on('data', (c: Buffer) => chunks.push(c));
        socket.on('error', reject);
        socket.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const [head = '', body = ''] = text.split('\r\n\r\n');
          const [statusLine = '', ...lines] = head.split('\r\n');
          resolve({
            status: Number(statusLine.split(' ')[1]),
            headers: Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()])),
            body,
            closed: true,
          });
        });
        socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
      });
      expectRefusal(answer, 408, 'request.timeout');
    } finally {
      server.headersTimeout = saved.headersTimeout;
      server.requestTimeout = saved.requestTimeout;
    }
  }, 60_000);

  it('still serves well-formed requests on a fresh connection', async () => {
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
  });
});

describe('the SAML ACS form under /api/authn (issue 15)', () => {
  const acs = '/api/authn/single-sign-on/saml/no-such-connector';
  const post = (body: Buffer | string) => fetch(`${app.url}${acs}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

  it('refuses a body that is not UTF-8, or whose escapes are not, with 400 guard.invalid_input', async () => {
    for (const body of [
      Buffer.concat([Buffer.from('SAMLResponse=ab'), Buffer.from([0xff, 0xfe]), Buffer.from('&RelayState=x')]),
      'SAMLResponse=%FF%FE&RelayState=x',
      'SAMLResponse=%zz',
    ]) {
      const res = await post(body);
      expect(res.status, String(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'guard.invalid_input', message: expect.stringMatching(/UTF-8/) });
    }
  });

  it('still reaches the handler with a well-formed form (no pending request is its own refusal)', async () => {
    const res = await post('SAMLResponse=PHNhbWw%2B&RelayState=x');
    expect(await res.json()).toMatchObject({ code: 'session.verification_session_not_found' });
  });
});
