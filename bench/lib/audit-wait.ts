// How long a Tessera's token answers waited on the database during a run: the difference of its
// tessera_audit_log_batched_write_seconds histogram (GET /metrics) before and after. A token
// answer waits for its audit entry's commit, so a fixed-rate tail whose requests also waited long
// for their commits came from the database's side (its backends on the load generator's core),
// not from the server's own core. The same read gives V8's full (mark-compact) collections from
// prom-client's nodejs_gc_duration_seconds: a stall on the server's own core in a window without
// one was not a full collection's; with one, it may have been (docs/operations.md, Memory).

import { parseMetrics } from '../../test/observability/prom.js';

const METRIC = 'tessera_audit_log_batched_write_seconds_bucket';

const FULL_GC_COUNT = 'nodejs_gc_duration_seconds_count{kind="major"}';
const FULL_GC_SECONDS = 'nodejs_gc_duration_seconds_sum{kind="major"}';

/** One read: the audit histogram's cumulative bucket counts by upper bound (seconds; Infinity for +Inf), and the full collections so far. */
export interface Scrape {
  buckets: Map<number, number>;
  fullCollections: number;
  fullCollectionSeconds: number;
}

/** undefined when unreadable. */
export async function scrapeAuditWait(metricsUrl: string): Promise<Scrape | undefined> {
  try {
    const res = await fetch(metricsUrl);
    if (!res.ok) return undefined;
    const scrape: Scrape = { buckets: new Map(), fullCollections: 0, fullCollectionSeconds: 0 };
    for (const [series, value] of parseMetrics(await res.text())) {
      if (series === FULL_GC_COUNT) scrape.fullCollections = value;
      else if (series === FULL_GC_SECONDS) scrape.fullCollectionSeconds = value;
      const le = series.startsWith(`${METRIC}{`) ? /le="([^"]+)"/.exec(series)?.[1] : undefined;
      if (le) scrape.buckets.set(le === '+Inf' ? Infinity : Number(le), value);
    }
    return scrape.buckets.size ? scrape : undefined;
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
  /** V8 full collections in the server between the two reads, and their pauses' total (ms; incremental marking steps not included). */
  fullCollections: number;
  fullCollectionPauseMs: number;
}

export function auditWaitBetween(before: Scrape | undefined, after: Scrape | undefined): AuditWait | undefined {
  if (!before || !after) return undefined;
  const bounds = [...after.buckets.keys()].sort((a, b) => a - b);
  const count = (le: number) => (after.buckets.get(le) ?? 0) - (before.buckets.get(le) ?? 0);
  const entries = count(Infinity);
  if (entries <= 0) return undefined;
  const p99 = bounds.find((le) => count(le) >= 0.99 * entries) ?? Infinity;
  return {
    entries,
    over10ms: entries - count(0.01),
    p99AtMostMs: p99 * 1000,
    fullCollections: after.fullCollections - before.fullCollections,
    fullCollectionPauseMs: (after.fullCollectionSeconds - before.fullCollectionSeconds) * 1000,
  };
}
