// npm run bench:open-loop-cost: what one client_credentials request costs Tessera when requests
// arrive at a fixed rate with idle gaps between them, against the same build kept busy by a
// closed loop. The fixed-rate p99 target is judged at a rate where the core is not saturated,
// so the CPU a request costs there (not at saturation) decides how busy the core is and how long
// queues grow. Reports user and system CPU per request (the server's /proc/<pid>/stat) and its
// voluntary context switches per request (how often the event loop went to sleep), for a closed
// run and then each offered rate; and per rate, the CPU per request it added over the closed run
// of the same round divided by the sleeps per request it added: what going to sleep and waking
// up again costs on this host (the syscalls, and whatever the closed loop kept warm).
// OPEN_LOOP_SERVERS=tessera,ceiling measures the node:http + jose ceiling of bench/run.ts the same
// way, to tell what a sleep costs any server here from what it costs Tessera (sleeps are counted
// on the main thread; CPU over all threads, as everywhere in the bench). OPEN_LOOP_RATES (req/s,
// comma-separated; default 1500,2700), OPEN_LOOP_ROUNDS (2). Needs `npm run build` (it runs
// dist/), as bench/run.ts does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { probe, timedRun, warmUp, type LoadOptions, type LoadRequest } from './lib/load.js';
import { openLoop } from './lib/open-loop.js';
import { createBenchDatabase, pinBackends } from './lib/postgres.js';
import { runAndExit } from './lib/proc.js';
import { startReference } from './lib/references.js';
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

interface PerRequest {
  cpuUs: number;
  sleeps: number;
  text: string;
}

function perRequest(before: Usage, after: Usage, requests: number): PerRequest {
  const us = (ms: number) => (1000 * ms) / requests;
  const user = us(after.userMs - before.userMs);
  const system = us(after.systemMs - before.systemMs);
  const sleeps = (after.voluntarySwitches - before.voluntarySwitches) / requests;
  return { cpuUs: user + system, sleeps, text: `user ${user.toFixed(0)} µs, system ${system.toFixed(0)} µs, sleeps ${sleeps.toFixed(2)} per request` };
}

/** CPU the open run added per request over the sleeps per request it added, against the closed run. */
function perSleep(closed: PerRequest, open: PerRequest): string {
  const moreSleeps = open.sleeps - closed.sleeps;
  return moreSleeps > 0.05 ? `; ≈ ${((open.cpuUs - closed.cpuUs) / moreSleeps).toFixed(0)} µs of CPU per added sleep` : '';
}

/** The closed run, then each rate, `rounds` times, on one server already started. */
async function measure(name: string, pid: number, url: string, requests: LoadRequest[], rates: number[], rounds: number): Promise<void> {
  const closed: LoadOptions = { url, requests, connections: 20, durationSeconds: 5, warmupSeconds: 3 };
  const first = await probe(closed.url, requests[0]!);
  if (first.status !== 200) throw new Error(`${name}'s token endpoint answered ${first.status}`);
  await warmUp(closed);
  for (let round = 1; round <= rounds; round++) {
    let before = usage(pid);
    const run = await timedRun(closed);
    const closedCost = perRequest(before, usage(pid), run.rate * closed.durationSeconds);
    console.log(`${name} round ${round} closed loop, 20 connections, ${run.rate.toFixed(0)} req/s: ${closedCost.text}`);
    for (const rate of rates) {
      before = usage(pid);
      const open = await openLoop({ url, requests, rate, seconds: 8, connections: 50 });
      const openCost = perRequest(before, usage(pid), open.completed);
      console.log(
        `${name} round ${round} open loop at ${rate} req/s (p50 ${open.p50.toFixed(1)} ms, p99 ${open.p99.toFixed(1)} ms): ${openCost.text}${perSleep(closedCost, openCost)}`,
      );
    }
  }
}

async function main() {
  const rates = (process.env.OPEN_LOOP_RATES ?? '1500,2700').split(',').map(Number);
  const rounds = Number(process.env.OPEN_LOOP_ROUNDS ?? 2);
  const servers = (process.env.OPEN_LOOP_SERVERS ?? 'tessera').split(',');
  // As bench/run.ts: the server alone on core 0; this load generator and Postgres on core 1.
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const database = await createBenchDatabase();
  const unpin = pinBackends(database.name, '1', '0-1', () => undefined);
  const work = mkdtempSync(path.join(os.tmpdir(), 'tessera-open-loop-cost-'));
  const tessera = await startTessera({ databaseUrl: database.url, cpus: '0' });
  try {
    const seed = await seedDirectory(database.url);
    const requests = clientCredentialsRequests(seed);
    for (const server of servers) {
      if (server === 'tessera') {
        await measure('tessera', tessera.child.pid, tessera.tokenUrl, requests, rates, rounds);
      } else if (server === 'ceiling') {
        // Alone on the core while measured: Tessera idles, as every server does while another is measured in bench/run.ts.
        const ceiling = await startReference('ceiling', seed, work, '0');
        try {
          await measure('ceiling', ceiling.child.pid, ceiling.tokenUrl, requests, rates, rounds);
        } finally {
          await ceiling.child.stop();
        }
      } else {
        throw new Error(`OPEN_LOOP_SERVERS: unknown server ${server} (tessera, ceiling)`);
      }
    }
  } finally {
    await tessera.stop();
    await unpin();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

runAndExit(main);
