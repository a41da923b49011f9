// npm run bench:cold-start (after `npm run build`): one Tessera on core 0 offered client_credentials
// at a fixed 3,000 req/s for 5 s three times: after start (JIT and caches cold), after 5 s idle,
// and after IDLE_S seconds idle (default 70: past the directory cache's 60 s age). Prints each
// run's p99, CPU per request and worst latency per 250 ms, so the cost of a quiet spell shows in
// the third run's first second. PROBE_NODE_ARGS adds node flags (e.g. --cpu-prof).
import { execFileSync } from 'node:child_process';
import { openLoop } from './lib/open-loop.js';
import { createBenchDatabase, pinBackends } from './lib/postgres.js';
import { runAndExit, cpuTimeMs } from './lib/proc.js';
import { startTessera } from './lib/tessera.js';
import { clientCredentialsRequests } from './lib/workload.js';
import { seedDirectory } from './seed.js';
const idle = Number(process.env.IDLE_S ?? 70);

async function main() {
  // As bench/run.ts: the server alone on core 0; this load generator and Postgres on core 1.
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const database = await createBenchDatabase();
  const unpin = pinBackends(database.name, '1', '0-1', () => undefined);
  const nodeArgs = (process.env.PROBE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const tessera = await startTessera({ databaseUrl: database.url, cpus: '0', nodeArgs });
  const pid = tessera.child.pid;
  try {
    const requests = clientCredentialsRequests(await seedDirectory(database.url));
    for (const [i, quietBefore] of [0, 5, idle].entries()) {
      if (quietBefore) {
        console.log(`idle ${quietBefore} s`);
        await new Promise((resolve) => setTimeout(resolve, quietBefore * 1000));
      }
      const cpuBefore = cpuTimeMs(pid)!;
      const r = await openLoop({ url: tessera.tokenUrl, requests, rate: 3000, seconds: 5, connections: 50 });
      const cpuUs = ((cpuTimeMs(pid)! - cpuBefore) * 1000) / r.completed;
      console.log(`load ${i}: p99 ${r.p99.toFixed(1)} ms, CPU ${cpuUs.toFixed(0)} µs/req; worst ms per 250 ms ${r.worstByQuarterSecond.join(' ')}`);
    }
  } finally {
    await tessera.stop();
    await unpin();
    await database.drop();
  }
}

runAndExit(main);
