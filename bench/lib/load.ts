// Drives one server with autocannon: a warm-up, then N timed runs; reports medians.
import autocannon from 'autocannon';

export interface LoadRequest {
  headers: Record<string, string>;
  body: string;
}

export interface LoadOptions {
  url: string;
  /** Cycled round-robin, so many clients / users are exercised, not one hot key. */
  requests: LoadRequest[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  runs: number;
  /** Called before each timed run (e.g. to reset the server's peak RSS). */
  beforeRun?: () => void;
}

export interface LoadFigure {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx, summed over the timed runs (a correctness alarm). */
  non2xx: number;
  errors: number;
  runs: number[];
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
          return { ...req, method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...r.headers }, body: r.body };
        },
      },
    ],
  });
}

export async function drive(options: LoadOptions): Promise<LoadFigure> {
  if (options.warmupSeconds > 0) await once(options, options.warmupSeconds);
  const results: autocannon.Result[] = [];
  for (let r = 0; r < options.runs; r++) {
    options.beforeRun?.();
    results.push(await once(options, options.durationSeconds));
  }
  const rates = results.map((r) => r.requests.total / r.duration);
  return {
    reqPerSec: median(rates),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    runs: rates,
  };
}

/** One request, to check a server answers the workload correctly before timing it. */
export async function probe(url: string, request: LoadRequest): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...request.headers },
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
