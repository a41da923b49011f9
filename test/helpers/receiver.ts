// A real webhook receiver on 127.0.0.1: records every request and verifies both signatures —
// Standard Webhooks with the `standardwebhooks` package, the compatibility header with node:crypto.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { waitFor } from './wait-for.js';

export interface Received {
  headers: Record<string, string>;
  body: string;
  json: any;
  /** Keys (of the hook the payload names) whose Standard Webhooks signature verified. */
  standardVerifiedWith: string[];
  /** Whether logto-signature-sha-256 matched the hook's current key. */
  compatVerified: boolean;
  at: number;
}

/** What to answer: a status (and headers/body), or 'hang' (never answer), or 'reset' (drop the socket). */
export type Answer = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number } | 'hang' | 'reset';

export interface Receiver {
  url: string;
  received: Received[];
  /** Signing keys per hook id, current key first (set by the test after creating the hook). */
  keys: Map<string, string[]>;
  answer: (req: Received) => Answer;
  waitFor(predicate: (all: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  ofEvent(event: string): Received[];
  close(): Promise<void>;
}

export function verifyCompat(key: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) && signature === signature.toLowerCase();
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: Receiver = {
    url: '',
    received: [],
    keys: new Map(),
    answer: () => ({ status: 200, body: 'ok' }),
    async waitFor(predicate, timeoutMs = 15_000) {
      await waitFor(() => predicate(receiver.received), { timeoutMs, intervalMs: 25 }).catch(() => {
        throw new Error(`receiver: condition not met in ${timeoutMs} ms; got ${receiver.received.map((r) => r.json?.event).join(', ')}`);
      });
      return receiver.received;
    },
    ofEvent: (event) => receiver.received.filter((r) => r.json?.event === event),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]));
      let json: any;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const keys = receiver.keys.get(json?.hookId) ?? [];
      const standardVerifiedWith = keys.filter((key) => {
        try {
          new Webhook(key).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const entry: Received = {
        headers,
        body,
        json,
        standardVerifiedWith,
        compatVerified: keys[0] !== undefined && verifyCompat(keys[0], body, headers['logto-signature-sha-256']),
        at: Date.now(),
      };
      receiver.received.push(entry);
      const answer = receiver.answer(entry);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      if (answer === 'reset') {
        req.socket.destroy();
        return;
      }
      const send = () => {
        res.writeHead(answer.status, answer.headers ?? {});
        res.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  // Node closes an idle keep-alive connection after 5 s; a delivery sent on it as it closes fails
  // (ECONNRESET) and is retried, which is right, but a test counting attempts would see one more.
  // Tests never leave a receiver idle that long on purpose, so its connections stay open.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return receiver;
}
