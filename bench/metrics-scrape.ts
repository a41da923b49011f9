// npm run bench:metrics-scrape: what a Prometheus scrape of GET /metrics costs a Tessera that is
// serving tokens. Two measurements on one Tessera (core 0; this process and Postgres on core 1,
// as bench/run.ts places them):
//  1. The CPU one read costs the server (its /proc/<pid>/stat over 300 reads, after traffic has
//     filled the histograms), against a read of /health, which costs only the HTTP round trip.
//  2. Fixed-rate client_credentials windows, one with a read of /metrics every
//     SCRAPE_INTERVAL_MS and one without, interleaved SCRAPE_PAIRS times: p99 of each window, and
//     for the scraped window the worst latency of requests due in the half second after each read,
//     so a rise that follows the reads shows as such and not only as a window's p99.
// SCRAPE_RATE (req/s; default 60% of the req/s Tessera sustains in a closed loop here, busy but
// not saturated, as the bench's fixed rate is), SCRAPE_INTERVAL_MS (2000: a Prometheus scrape is
// usually every 15 s; reading more often makes a per-read effect show in a short window),
// SCRAPE_SECONDS (10), SCRAPE_PAIRS (3). Needs `npm run build` (it runs dist/).
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { median, probe, timedRun, warmUp, type LoadOptions } from './lib/load.js';
import { openLoop, type OpenLoopResult } from './lib/open-loop.js';
import { createBenchDatabase, pinBackends } from './lib/postgres.js';
import { cpuTimeMs, runAndExit } from './lib/proc.js';
import { startTessera, type TesseraProcess } from './lib/tessera.js';
import { clientCredentialsRequests } from './lib/workload.js';
import { seedDirectory } from './seed.js';

const READS = 300;

/** Tessera's CPU (ms) per GET of `path`, over READS sequential reads. */
async function cpuPerRead(tessera: TesseraProcess, path: string): Promise<{ cpuMs: number; bytes: number }> {
  const pid = tessera.child.pid;
  const before = cpuTimeMs(pid)!;
  let bytes = 0;
  for (let i = 0; i < READS; i++) bytes = (await (await fetch(`${tessera.url}${path}`)).text()).length;
  return { cpuMs: (cpuTimeMs(pid)! - before) / READS, bytes };
}

/** The worst latency (ms) of requests due in the two 250 ms buckets starting at each read (reads in the window's last half second left out). */
function worstAfterReads(run: OpenLoopResult, readsAtMs: number[], seconds: number): number[] {
  return readsAtMs
    .filter((at) => at < seconds * 1000 - 500)
    .map((at) => {
      const bucket = Math.floor(at / 250);
      return Math.max(run.worstByQuarterSecond[bucket] ?? 0, run.worstByQuarterSecond[bucket + 1] ?? 0);
    });
}

async function main() {
  const intervalMs = Number(process.env.SCRAPE_INTERVAL_MS ?? 2000);
  const seconds = Number(process.env.SCRAPE_SECONDS ?? 10);
  const pairs = Number(process.env.SCRAPE_PAIRS ?? 3);
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const database = await createBenchDatabase();
  const unpin = pinBackends(database.name, '1', '0-1', () => undefined);
  const tessera = await startTessera({ databaseUrl: database.url, cpus: '0' });
  try {
    const seed = await seedDirectory(database.url);
    const requests = clientCredentialsRequests(seed);
    const first = await probe(tessera.tokenUrl, requests[0]!);
    if (first.status !== 200) throw new Error(`Tessera's token endpoint answered ${first.status}`);
    const closed: LoadOptions = { url: tessera.tokenUrl, requests, connections: 20, durationSeconds: 5, warmupSeconds: 3 };
    await warmUp(closed);
    const closedRate = (await timedRun(closed)).rate;
    const rate = Number(process.env.SCRAPE_RATE ?? Math.round((0.6 * closedRate) / 100) * 100);

    for (const path of ['/metrics', '/health']) await cpuPerRead(tessera, path); // both paths compiled before they are timed
    const metrics = await cpuPerRead(tessera, '/metrics');
    const health = await cpuPerRead(tessera, '/health');
    console.log(`closed loop: ${closedRate.toFixed(0)} client_credentials req/s; fixed rate below: ${rate} req/s`);
    console.log(
      `one read, Tessera's CPU (all threads, ${READS} reads): /metrics ${metrics.cpuMs.toFixed(2)} ms (${metrics.bytes} bytes), /health ${health.cpuMs.toFixed(2)} ms`,
    );

    const p99 = { scraped: [] as number[], quiet: [] as number[] };
    const afterReads: number[] = [];
    const quarters: number[] = [];
    for (let pair = 1; pair <= pairs; pair++) {
      for (const mode of ['scraped', 'quiet'] as const) {
        await openLoop({ url: tessera.tokenUrl, requests, rate, seconds: 3, connections: 50 }); // warm-up, not counted
        const readsAtMs: number[] = [];
        const started = performance.now();
        const timer =
          mode === 'scraped'
            ? setInterval(() => {
                readsAtMs.push(performance.now() - started);
                void fetch(`${tessera.url}/metrics`)
                  .then((res) => res.text())
                  .catch(() => undefined);
              }, intervalMs)
            : undefined;
        const run = await openLoop({ url: tessera.tokenUrl, requests, rate, seconds, connections: 50 });
        if (timer) clearInterval(timer);
        p99[mode].push(run.p99);
        const after = mode === 'scraped' ? worstAfterReads(run, readsAtMs, seconds) : [];
        afterReads.push(...after);
        quarters.push(...run.worstByQuarterSecond.slice(0, Math.floor(seconds * 4)));
        console.log(
          `pair ${pair}, ${mode.padEnd(7)}: p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, max ${run.max.toFixed(0)} ms, client send lag p99 ${run.sendLagP99.toFixed(1)} ms` +
            (after.length ? `; worst in the 500 ms after each read: ${after.map((v) => v.toFixed(0)).join(', ')} ms` : '') +
            (run.non2xx + run.errors + run.unanswered ? `; ${run.non2xx} non-2xx, ${run.errors} errors, ${run.unanswered} unanswered` : ''),
        );
      }
    }
    console.log(
      `median p99: scraped ${median(p99.scraped).toFixed(1)} ms, quiet ${median(p99.quiet).toFixed(1)} ms; ` +
        `worst 500 ms after a read (median over ${afterReads.length} reads) ${median(afterReads).toFixed(0)} ms vs a 250 ms bucket's worst (median over all windows) ${median(quarters).toFixed(0)} ms`,
    );
  } finally {
    await tessera.stop();
    await unpin();
    await database.drop();
  }
}

runAndExit(main);
