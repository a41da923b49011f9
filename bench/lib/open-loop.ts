// Open-loop load at a fixed offered rate: request i is due at t0 + i / rate whatever happened to
// the requests before it, and its latency is counted from that due time, not from when it was
// written. A closed-loop generator (autocannon, or autocannon's `overallRate`, which only paces
// its connections) sends the next request when a connection is free, so a server that stalls
// also stops the clock on the requests it delayed: coordinated omission, which hides exactly the
// tail that p99 is meant to show. Here a stall shows up in every request that fell due during it.
//
// The client is a few lines over raw sockets (keep-alive, one request in flight per connection,
// requests serialised once up front) so that it costs the load generator's core little: at the
// rates measured here node:http's client would itself add latency that the server would be
// blamed for. What it costs is measured anyway: `sendLagP99` is how late requests were written
// after they fell due when a connection was free (timer granularity and the generator's own
// event loop), so a reader can tell the client's delay from the server's.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LoadRequest } from './load.js';
import { sampleHostPressure, summariseHost, type HostBucket, type HostSummary, type WatchedProcesses } from './host-pressure.js';

export interface OpenLoopOptions {
  url: string;
  requests: LoadRequest[];
  /** Offered requests per second. */
  rate: number;
  seconds: number;
  /** Most requests in flight at once (one per connection); more due requests wait, and that wait counts. */
  connections: number;
  cpuTimeMs?: () => number | undefined;
  /** The server and its core's other servers, accounted per 250 ms with the host. */
  watch?: WatchedProcesses;
}

export interface OpenLoopResult {
  offered: number;
  /** Completed requests per second over the run. */
  achieved: number;
  /** Latency from the due time to the last byte of the answer (ms); unanswered requests count as Infinity. */
  p50: number;
  p99: number;
  max: number;
  /** p99 of (written − due) for requests written as soon as a connection was free (ms). */
  sendLagP99: number;
  completed: number;
  /** Requests that fell due but were not answered by the end of the run plus a grace second. */
  unanswered: number;
  non2xx: number;
  errors: number;
  cpuPerRequestUs: number | undefined;
  /**
   * Where the tail came from: the worst latency (ms) among the requests due in each 250 ms of
   * the run, in order. A stall shows as a run of high buckets at one moment; an overloaded server
   * as a latency that climbs bucket after bucket.
   */
  worstByQuarterSecond: number[];
  /**
   * The client's own share of that tail: the worst send lag (written − due, for requests that had
   * a free connection) per 250 ms. A stall of this process (its own collector, or its core taken)
   * shows here as well as in worstByQuarterSecond; a stall of the server shows only there.
   */
  worstSendLagByQuarterSecond: number[];
  /** The host in the same 250 ms buckets (I/O and CPU stalls, steal), and its summary. */
  hostByQuarterSecond: HostBucket[];
  host: HostSummary;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

function serialise(url: URL, r: LoadRequest): Buffer {
  const body = Buffer.from(r.body);
  const headers: Record<string, string> = {
    host: url.host,
    'content-type': 'application/x-www-form-urlencoded',
    ...r.headers,
    'content-length': String(body.length),
  };
  const head = `POST ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return Buffer.concat([Buffer.from(head), body]);
}

/** Length of a whole response at the start of `buf`, or -1 if more bytes are needed. */
function responseLength(buf: Buffer): number {
  const end = buf.indexOf(HEADER_END);
  if (end < 0) return -1;
  const head = buf.toString('latin1', 0, end).toLowerCase();
  const cl = /\r\ncontent-length:\s*(\d+)/.exec(head);
  if (cl) {
    const total = end + 4 + Number(cl[1]);
    return buf.length >= total ? total : -1;
  }
  if (head.includes('transfer-encoding: chunked')) {
    const last = buf.indexOf(CHUNKED_END, end);
    return last < 0 ? -1 : last + CHUNKED_END.length;
  }
  return end + 4;
}

function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Conn {
  socket: net.Socket;
  /** Due time of the request in flight, or undefined when idle. */
  due: number | undefined;
  buf: Buffer;
  alive: boolean;
}

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const url = new URL(options.url);
  const wire = options.requests.map((r) => serialise(url, r));
  const total = Math.floor(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies = new Float64Array(total);
  const buckets = new Float64Array(Math.ceil(options.seconds * 4) + 1);
  // Preallocated, as the latencies are: this process is the measuring instrument, and an array
  // growing in the middle of a run is old-generation garbage that brings its full collections
  // (10-20 ms stalls of this client, counted against whichever server it measures) sooner.
  const lags = new Float64Array(total);
  let lagCount = 0;
  const lagBuckets = new Float64Array(buckets.length);
  let completed = 0;
  let non2xx = 0;
  let errors = 0;
  let next = 0; // the next request index to fall due
  let sent = 0;
  const waiting: number[] = []; // due times of requests that found no free connection
  const idle: Conn[] = [];
  const conns: Conn[] = [];
  let t0 = 0;
  let finished = false;
  const hostByQuarterSecond: HostBucket[] = [];

  const write = (c: Conn, due: number, queued: boolean) => {
    c.due = due;
    const now = performance.now();
    if (!queued) {
      lags[lagCount++] = now - due;
      const bucket = Math.min(lagBuckets.length - 1, Math.max(0, Math.floor((due - t0) / 250)));
      if (now - due > lagBuckets[bucket]!) lagBuckets[bucket] = now - due;
    }
    c.socket.write(wire[sent++ % wire.length]!);
  };

  const connect = (): Promise<Conn> =>
    new Promise((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      const c: Conn = { socket, due: undefined, buf: Buffer.alloc(0), alive: true };
      socket.once('connect', () => resolve(c));
      socket.once('error', (e) => {
        if (!t0) reject(e);
      });
      socket.on('data', (chunk: Buffer) => {
        c.buf = c.buf.length ? Buffer.concat([c.buf, chunk]) : chunk;
        for (;;) {
          const n = responseLength(c.buf);
          if (n < 0) return;
          const status = Number(c.buf.toString('latin1', 9, 12));
          c.buf = c.buf.subarray(n);
          if (c.due !== undefined) {
            const latency = performance.now() - c.due;
            if (completed < latencies.length) latencies[completed] = latency;
            const bucket = Math.min(buckets.length - 1, Math.max(0, Math.floor((c.due - t0) / 250)));
            if (latency > buckets[bucket]!) buckets[bucket] = latency;
            completed += 1;
            if (status < 200 || status > 299) non2xx += 1;
            c.due = undefined;
          }
          release(c);
        }
      });
      socket.on('close', () => {
        c.alive = false;
        if (c.due !== undefined) errors += 1;
        c.due = undefined;
        const i = idle.indexOf(c);
        if (i >= 0) idle.splice(i, 1);
        // A server closing an idle keep-alive connection: open another in its place.
        if (!finished)
          connect().then(
            (fresh) => {
              conns.push(fresh);
              release(fresh);
            },
            () => {
              errors += 1;
            },
          );
      });
    });

  function release(c: Conn): void {
    if (!c.alive) return;
    const due = waiting.shift();
    if (due !== undefined) return write(c, due, true);
    idle.push(c);
  }

  /** Everything that has fallen due by now goes out, or waits for a connection. */
  function dispatch(): void {
    const now = performance.now();
    while (next < total && t0 + next * interval <= now) {
      const due = t0 + next * interval;
      next += 1;
      const c = idle.pop();
      if (c) write(c, due, false);
      else waiting.push(due);
    }
  }

  for (let i = 0; i < options.connections; i++) conns.push(await connect());
  idle.push(...conns);
  const cpuBefore = options.cpuTimeMs?.();
  t0 = performance.now();
  const hostSampler = sampleHostPressure(250, options.watch);
  await new Promise<void>((resolve) => {
    const tick = () => {
      dispatch();
      if (next < total) {
        // Sleep until the next due time (timers fire no sooner than 1 ms; sendLagP99 shows the cost).
        setTimeout(tick, Math.max(0, t0 + next * interval - performance.now()));
        return;
      }
      hostByQuarterSecond.push(...hostSampler.stop().slice(0, Math.ceil(options.seconds * 4)));
      const deadline = performance.now() + 1000;
      const drain = () => (completed + errors >= total || performance.now() > deadline ? resolve() : setTimeout(drain, 5));
      drain();
    };
    tick();
  });
  const elapsed = (performance.now() - t0) / 1000;
  const cpuAfter = options.cpuTimeMs?.();
  finished = true;
  for (const c of conns) c.socket.destroy();
  // A request that was never answered (or failed) counts as infinitely late, not as absent.
  const measured = latencies.fill(Infinity, Math.min(completed, latencies.length)).sort();
  const sortedLags = lags.subarray(0, lagCount).sort();
  const worstByQuarterSecond = Array.from(buckets, (ms) => Math.round(ms));
  return {
    offered: options.rate,
    achieved: completed / elapsed,
    p50: percentile(measured, 50),
    p99: percentile(measured, 99),
    max: measured.length ? measured[measured.length - 1]! : NaN,
    sendLagP99: percentile(sortedLags, 99),
    completed,
    unanswered: total - completed - errors,
    non2xx,
    errors,
    cpuPerRequestUs: cpuBefore !== undefined && cpuAfter !== undefined && completed > 0 ? ((cpuAfter - cpuBefore) * 1000) / completed : undefined,
    worstByQuarterSecond,
    worstSendLagByQuarterSecond: Array.from(lagBuckets, (ms) => Math.round(ms)),
    hostByQuarterSecond,
    host: summariseHost(hostByQuarterSecond, worstByQuarterSecond),
  };
}
