// npm run bench:open-loop-cost: what one client_credentials request costs Tessera when requests
// arrive at a fixed rate with idle gaps between them, against the same build kept busy by a
// closed loop. The fixed-rate p99 target is judged at a rate where the core is not saturated,
// so the CPU a request costs there (not at saturation) decides how busy the core is and how long
// queues grow. Reports user and system CPU per request (the server's /proc/<pid>/stat) and its
// voluntary context switches per request (how often the event loop went to sleep), for a closed
// run and then each offered rate. Settings: OPEN_LOOP_RATES (req/s, comma-separated; default
// 1500,2700), OPEN_LOOP_ROUNDS (2). Needs `npm run build` (it runs dist/), as bench/run.ts does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { probe, timedRun, warmUp, type LoadOptions } from './lib/load.js';
import { openLoop } from './lib/open-loop.js';
import { createBenchDatabase, pinBackends } from './lib/postgres.js';
import { runAndExit } from './lib/proc.js';
import { startTessera } from './lib/tessera.js';
import { clientCredentialsRequests } from './lib/workload.js';
import { seedDirectory } from './seed.js';

/** USER_HZ: 100 on every mainstream Linux build. */
const CLOCK_TICKS = 100;

interface Usage {
  userMs: number;
  systemMs: number;
  voluntarySwitches: number;
}

function usage(pid: number): Usage {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return {
    userMs: (Number(fields[11]) * 1000) / CLOCK_TICKS,
    systemMs: (Number(fields[12]) * 1000) / CLOCK_TICKS,
    voluntarySwitches: Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)![1]),
  };
}

function perRequest(before: Usage, after: Usage, requests: number): string {
  const us = (ms: number) => ((1000 * ms) / requests).toFixed(0);
  return `user ${us(after.userMs - before.userMs)} µs, system ${us(after.systemMs - before.systemMs)} µs, sleeps ${((after.voluntarySwitches - before.voluntarySwitches) / requests).toFixed(2)} per request`;
}

async function main() {
  const rates = (process.env.OPEN_LOOP_RATES ?? '1500,2700').split(',').map(Number);
  const rounds = Number(process.env.OPEN_LOOP_ROUNDS ?? 2);
  // As bench/run.ts: the server alone on core 0; this load generator and Postgres on core 1.
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const database = await createBenchDatabase();
  const unpin = pinBackends(database.name, '1', '0-1', () => undefined);
  const tessera = await startTessera({ databaseUrl: database.url, cpus: '0' });
  const pid = tessera.child.pid!;
  try {
    const requests = clientCredentialsRequests(await seedDirectory(database.url));
    const closed: LoadOptions = { url: tessera.tokenUrl, requests, connections: 20, durationSeconds: 5, warmupSeconds: 3 };
    const first = await probe(closed.url, requests[0]!);
    if (first.status !== 200) throw new Error(`the token endpoint answered ${first.status}`);
    await warmUp(closed);
    for (let round = 1; round <= rounds; round++) {
      let before = usage(pid);
      const run = await timedRun(closed);
      console.log(`round ${round} closed loop, 20 connections, ${run.rate.toFixed(0)} req/s: ${perRequest(before, usage(pid), run.rate * closed.durationSeconds)}`);
      for (const rate of rates) {
        before = usage(pid);
        const open = await openLoop({ url: tessera.tokenUrl, requests, rate, seconds: 8, connections: 50 });
        console.log(
          `round ${round} open loop at ${rate} req/s (p50 ${open.p50.toFixed(1)} ms, p99 ${open.p99.toFixed(1)} ms): ${perRequest(before, usage(pid), open.completed)}`,
        );
      }
    }
  } finally {
    await tessera.stop();
    await unpin();
    await database.drop();
  }
}

runAndExit(main);
