// Webhook figures: (1) drain rate — 5,000 User.Created events committed while no dispatcher
// runs, then one pinned Tessera delivers the backlog: deliveries/s from first to last arrival;
// (2) latency at a steady 200 events/s — arrival time minus the payload's createdAt (written in
// the mutation's transaction, so an upper bound on commit → delivery).
import http from 'node:http';
import { median } from './lib/load.js';
import { cpuTimeMs } from './lib/proc.js';
import { adminToken, type TesseraProcess } from './lib/tessera.js';

export interface WebhookFigures {
  mutationsPerSec: number;
  drainPerSec: number;
  /** The deliverer's CPU time (all threads) per delivery while draining: robust on a busy machine. */
  drainCpuPerDeliveryUs: number | undefined;
  drained: number;
  paced: { rate: number; delivered: number; sent: number; p50: number; p99: number };
  drainRssMb: number | undefined;
}

interface Arrival {
  at: number;
  createdAt: number;
}

class Receiver {
  arrivals: Arrival[] = [];
  private seen = new Set<string>();
  private server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const at = Date.now();
      res.writeHead(200).end();
      const id = String(req.headers['webhook-id'] ?? '');
      // At-least-once: a redelivery is not a second event.
      if (id && this.seen.has(id)) return;
      this.seen.add(id);
      try {
        const payload = JSON.parse(body) as { createdAt?: string };
        this.arrivals.push({ at, createdAt: payload.createdAt ? Date.parse(payload.createdAt) : NaN });
      } catch {
        this.arrivals.push({ at, createdAt: NaN });
      }
    });
  });
  url = '';
  async start(): Promise<void> {
    this.server.keepAliveTimeout = 65_000;
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/hook`;
  }
  reset(): void {
    this.arrivals = [];
  }
  async waitFor(count: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.arrivals.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }
  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((r) => this.server.close(() => r()));
  }
}

async function apiCall(t: TesseraProcess, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${t.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as any) : undefined };
}

let userCounter = 0;
function createUser(t: TesseraProcess, token: string) {
  const n = userCounter++;
  return apiCall(t, token, 'POST', '/users', { username: `hook_user_${n}`, primaryEmail: `hook${n}@bench.example`, name: `Hook ${n}` });
}

export type WebhookOutcome = { ok: true; figures: WebhookFigures } | { ok: false; reason: string };

/**
 * The Management API mutations are served by one instance with its dispatcher off (not pinned:
 * the "API tier"); the deliveries are made by another instance pinned to the bench core with
 * its dispatcher on, so the figures are those of delivery, not of serving mutations.
 */
export async function benchWebhooks(options: {
  /** Starts Tessera on the bench database: `deliverer` = pinned, dispatcher on; otherwise API only. */
  start(deliverer: boolean): Promise<TesseraProcess>;
  events: number;
  rate: number;
  seconds: number;
  peakRss(pid: number): number | undefined;
  resetPeakRss(pid: number): void;
}): Promise<WebhookOutcome> {
  const receiver = new Receiver();
  await receiver.start();
  let api: TesseraProcess | undefined;
  let deliverer: TesseraProcess | undefined;
  try {
    api = await options.start(false);
    const token = await adminToken(api);
    const hook = await apiCall(api, token, 'POST', '/hooks', { name: 'bench', events: ['User.Created'], config: { url: receiver.url } });
    if (hook.status === 404) return { ok: false, reason: 'no /api/hooks yet (webhooks branch not merged)' };
    if (hook.status >= 300) return { ok: false, reason: `POST /api/hooks answered ${hook.status} ${JSON.stringify(hook.body).slice(0, 200)}` };

    // 1. Fill the outbox while no dispatcher runs.
    const started = Date.now();
    let next = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < options.events) {
          next++;
          const r = await createUser(api!, token);
          if (r.status >= 300) failed++;
        }
      }),
    );
    const mutationsPerSec = options.events / ((Date.now() - started) / 1000);
    if (failed) return { ok: false, reason: `${failed} of ${options.events} POST /api/users failed` };

    // 2. The pinned deliverer drains the backlog.
    receiver.reset();
    deliverer = await options.start(true);
    options.resetPeakRss(deliverer.child.pid);
    await receiver.waitFor(1, 120_000);
    const cpuAtFirst = cpuTimeMs(deliverer.child.pid);
    await receiver.waitFor(options.events, 120_000);
    const cpuAtLast = cpuTimeMs(deliverer.child.pid);
    const drained = receiver.arrivals.length;
    const first = receiver.arrivals[0]?.at ?? 0;
    const last = receiver.arrivals[drained - 1]?.at ?? 0;
    const drainPerSec = drained > 1 ? (drained - 1) / ((last - first) / 1000) : 0;

    // 3. Steady load: `rate` mutations per second, latency commit → arrival.
    receiver.reset();
    const total = Math.round(options.rate * options.seconds);
    const t0 = Date.now();
    const inflight: Promise<unknown>[] = [];
    for (let i = 0; i < total; i++) {
      const due = t0 + (i * 1000) / options.rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inflight.push(createUser(api, token));
    }
    const offered = total / (Math.max(1, Date.now() - t0) / 1000);
    await Promise.all(inflight);
    await receiver.waitFor(total, 30_000);
    const drainRssMb = options.peakRss(deliverer.child.pid);
    const latencies = receiver.arrivals.map((a) => a.at - a.createdAt).filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    return {
      ok: true,
      figures: {
        mutationsPerSec,
        drainPerSec,
        drainCpuPerDeliveryUs:
          cpuAtFirst !== undefined && cpuAtLast !== undefined && receiver.arrivals.length > 1
            ? ((cpuAtLast - cpuAtFirst) * 1000) / (drained - 1)
            : undefined,
        drained,
        paced: { rate: offered, sent: total, delivered: receiver.arrivals.length, p50: median(latencies), p99: pct(99) },
        drainRssMb,
      },
    };
  } finally {
    await deliverer?.stop();
    await api?.stop();
    await receiver.close();
  }
}
