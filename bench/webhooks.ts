// Webhook figures: (1) cold drain — 5,000 User.Created events committed while no dispatcher
// runs, then a freshly started, pinned Tessera delivers the backlog: deliveries/s from first to
// last arrival (this includes the new process's JIT warm-up); (2) latency at a steady 200
// events/s — arrival time minus the payload's createdAt (written in the mutation's transaction,
// so an upper bound on commit → delivery); (3) sustained drain — the same deliverer, now warm:
// the receiver stalls (holds its answers) while another 5,000 events are committed, as in a
// receiver outage, then answers everything: deliveries/s from that moment to the last arrival.
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
  /** sent: mutations answered as committed (one event each); failed: refused or not answered. */
  paced: { rate: number; delivered: number; sent: number; failed: number; p50: number; p99: number };
  /** The warm deliverer's drain of a backlog built while the receiver stalled. */
  sustained: { perSec: number; drained: number; cpuPerDeliveryUs: number | undefined };
  drainRssMb: number | undefined;
}

interface Arrival {
  at: number;
  createdAt: number;
}

class Receiver {
  arrivals: Arrival[] = [];
  private seen = new Set<string>();
  /** While set, answers wait here (a stalled receiver) and arrivals are not counted. */
  private held: http.ServerResponse[] | undefined;
  private server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      if (this.held) {
        this.held.push(res);
        return;
      }
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
  stall(): void {
    this.held = [];
  }
  /** Answers the held requests (the deliverer logs them as delivered; they are not counted here). */
  resume(): number {
    const held = this.held ?? [];
    this.held = undefined;
    for (const res of held) res.writeHead(200).end();
    return held.length;
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
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

let userCounter = 0;
function createUser(t: TesseraProcess, token: string) {
  const n = userCounter++;
  return apiCall(t, token, 'POST', '/users', { username: `hook_user_${n}`, primaryEmail: `hook${n}@bench.example`, name: `Hook ${n}` });
}

/**
 * One POST /api/users; true when it was answered as committed (and so wrote its event). A refused
 * or unanswered request is counted by the caller rather than ending the bench: on a slow or shared
 * machine the API tier may fall behind the offered rate, and the figures should say so. (An
 * unanswered one may still have committed; its event then arrives beyond the count.)
 */
async function mutationCommitted(api: TesseraProcess, token: string): Promise<boolean> {
  try {
    return (await createUser(api, token)).status < 300;
  } catch {
    return false;
  }
}

/** `events` user creations, 20 at a time: one User.Created event each. */
async function fillOutbox(api: TesseraProcess, token: string, events: number): Promise<{ mutationsPerSec: number; failed: number }> {
  const started = Date.now();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < events) {
        next++;
        if (!(await mutationCommitted(api, token))) failed++;
      }
    }),
  );
  return { mutationsPerSec: events / ((Date.now() - started) / 1000), failed };
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
    const { mutationsPerSec, failed } = await fillOutbox(api, token, options.events);
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
    const inflight: Promise<boolean>[] = [];
    for (let i = 0; i < total; i++) {
      const due = t0 + (i * 1000) / options.rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      inflight.push(mutationCommitted(api, token));
    }
    const offered = total / (Math.max(1, Date.now() - t0) / 1000);
    const committed = (await Promise.all(inflight)).filter(Boolean).length;
    await receiver.waitFor(committed, 30_000);
    const latencies = receiver.arrivals
      .map((a) => a.at - a.createdAt)
      .filter((x) => Number.isFinite(x))
      .sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
    const paced = { rate: offered, sent: committed, failed: total - committed, delivered: receiver.arrivals.length, p50: median(latencies), p99: pct(99) };

    // 4. Sustained: the warm deliverer, a backlog built while the receiver stalls.
    receiver.stall();
    const fill = await fillOutbox(api, token, options.events);
    if (fill.failed) return { ok: false, reason: `${fill.failed} of ${options.events} POST /api/users failed (sustained phase)` };
    receiver.reset();
    const resumedAt = Date.now();
    const cpuAtResume = cpuTimeMs(deliverer.child.pid);
    const answered = receiver.resume();
    // The held ones were claimed before the stall; the rest of the backlog arrives now.
    await receiver.waitFor(options.events - answered, 120_000);
    const cpuAtEnd = cpuTimeMs(deliverer.child.pid);
    const sustainedCount = receiver.arrivals.length;
    const sustainedLast = receiver.arrivals[sustainedCount - 1]?.at ?? resumedAt;
    const sustained = {
      drained: sustainedCount,
      perSec: sustainedCount > 0 ? sustainedCount / (Math.max(1, sustainedLast - resumedAt) / 1000) : 0,
      cpuPerDeliveryUs:
        cpuAtResume !== undefined && cpuAtEnd !== undefined && sustainedCount > 0 ? ((cpuAtEnd - cpuAtResume) * 1000) / sustainedCount : undefined,
    };
    const drainRssMb = options.peakRss(deliverer.child.pid);
    return {
      ok: true,
      figures: {
        mutationsPerSec,
        drainPerSec,
        drainCpuPerDeliveryUs:
          cpuAtFirst !== undefined && cpuAtLast !== undefined && receiver.arrivals.length > 1 ? ((cpuAtLast - cpuAtFirst) * 1000) / (drained - 1) : undefined,
        drained,
        paced,
        sustained,
        drainRssMb,
      },
    };
  } finally {
    await deliverer?.stop();
    await api?.stop();
    await receiver.close();
  }
}
