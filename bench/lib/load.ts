// Drives one server with autocannon: a warm-up, then N timed runs; reports medians.
import autocannon from 'autocannon';

export interface LoadRequest {
  headers: Record<string, string>;
  body: string;
  /** Headers made anew for each send (a single-use DPoP proof); closed-loop runs only. */
  perSend?: () => Record<string, string>;
}

export interface LoadOptions {
  url: string;
  /** Cycled round-robin, so many clients / users are exercised, not one hot key. */
  requests: LoadRequest[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Called before each timed run (e.g. to reset the server's peak RSS). */
  beforeRun?: () => void;
  /** The server's CPU time so far (ms), to report CPU per request: robust on a busy machine. */
  cpuTimeMs?: () => number | undefined;
}

export interface LoadFigure {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx, summed over the timed runs (a correctness alarm). */
  non2xx: number;
  errors: number;
  runs: number[];
  /** Median server CPU time per request (µs), when the server's CPU time is readable. */
  cpuPerRequestUs: number | undefined;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function once(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  let i = 0;
  const { requests } = options;
  return autocannon({
    url: options.url,
    method: 'POST',
    connections: options.connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const r = requests[i++ % requests.length]!;
          const headers = { 'content-type': 'application/x-www-form-urlencoded', ...r.headers, ...r.perSend?.() };
          return { ...req, method: 'POST', headers, body: r.body };
        },
      },
    ],
  });
}

export interface RunResult {
  rate: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Server CPU time per request (µs), when readable. */
  cpuUs: number | undefined;
}

export async function warmUp(options: LoadOptions): Promise<void> {
  if (options.warmupSeconds > 0) await once(options, options.warmupSeconds);
}

export async function timedRun(options: LoadOptions): Promise<RunResult> {
  options.beforeRun?.();
  const before = options.cpuTimeMs?.();
  const r = await once(options, options.durationSeconds);
  const after = options.cpuTimeMs?.();
  return {
    rate: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuUs: before !== undefined && after !== undefined && r.requests.total > 0 ? ((after - before) * 1000) / r.requests.total : undefined,
  };
}

/** Medians over the timed runs. */
export function summarize(results: RunResult[]): LoadFigure {
  const cpu = results.map((r) => r.cpuUs).filter((c): c is number => c !== undefined);
  return {
    reqPerSec: median(results.map((r) => r.rate)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    runs: results.map((r) => r.rate),
    cpuPerRequestUs: cpu.length ? median(cpu) : undefined,
  };
}

/** One request, to check a server answers the workload correctly before timing it. */
export async function probe(url: string, request: LoadRequest): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...request.headers, ...request.perSend?.() },
    body: request.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: res.status, body };
}
