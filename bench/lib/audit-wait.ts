// How long a Tessera's token answers waited on the database during a run: the difference of its
// tessera_audit_log_batched_write_seconds histogram (GET /metrics) before and after. A token
// answer waits for its audit entry's commit, so a fixed-rate tail whose requests also waited long
// for their commits came from the database's side (its backends on the load generator's core),
// not from the server's own core.

import { parseMetrics } from '../../test/observability/prom.js';

const METRIC = 'tessera_audit_log_batched_write_seconds_bucket';

/** Cumulative bucket counts by upper bound (seconds; Infinity for +Inf), or undefined if unreadable. */
export type Buckets = Map<number, number>;

export async function scrapeAuditWait(metricsUrl: string): Promise<Buckets | undefined> {
  try {
    const res = await fetch(metricsUrl);
    if (!res.ok) return undefined;
    const buckets: Buckets = new Map();
    for (const [series, value] of parseMetrics(await res.text())) {
      const le = series.startsWith(`${METRIC}{`) ? /le="([^"]+)"/.exec(series)?.[1] : undefined;
      if (le) buckets.set(le === '+Inf' ? Infinity : Number(le), value);
    }
    return buckets.size ? buckets : undefined;
  } catch {
    return undefined;
  }
}

export interface AuditWait {
  /** Entries committed during the run. */
  entries: number;
  /** Of those, how many waited more than 10 ms (the fixed-rate target). */
  over10ms: number;
  /** The upper bound (ms) of the bucket holding the 99th percentile. */
  p99AtMostMs: number;
}

export function auditWaitBetween(before: Buckets | undefined, after: Buckets | undefined): AuditWait | undefined {
  if (!before || !after) return undefined;
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const count = (le: number) => (after.get(le) ?? 0) - (before.get(le) ?? 0);
  const entries = count(Infinity);
  if (entries <= 0) return undefined;
  const p99 = bounds.find((le) => count(le) >= 0.99 * entries) ?? Infinity;
  return { entries, over10ms: entries - count(0.01), p99AtMostMs: p99 * 1000 };
}
