// npm run bench:ab -- <checkout> [<checkout> …]: Tessera builds against each other on the token
// paths, by server CPU time per request (the figure issue 15 judges), for measuring one change
// against the build before it. Each checkout must have its `dist/` built (`npm run build`) and the
// same migrations. All builds run on one bench database and share one issuer (BASE_URL), so the
// same requests serve every build; each is pinned to the servers' core in turn, and the timed runs
// are interleaved (A, B, A, B, …) so that a busy moment on a shared machine hits every build alike.
// The verified-token memo is off: every subject token is verified in full (like for like).
// Settings as bench/run.ts: BENCH_DURATION (5 here), BENCH_RUNS (5 here), BENCH_WARMUP (3),
// BENCH_CONNECTIONS (20), BENCH_CPU (0), BENCH_SKIP (cc, exchange), BENCH_CPU_PROF=1 (a
// .cpuprofile per build in bench/profiles/<n>/). Writes nothing else.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, probe, timedRun, warmUp, type LoadOptions, type LoadRequest } from './lib/load.js';
import { createBenchDatabase, pinBackends } from './lib/postgres.js';
import { cpuTimeMs, runAndExit } from './lib/proc.js';
import { freePort, repoRoot, startTessera, tesseraSigner, type TesseraProcess } from './lib/tessera.js';
import { clientCredentialsRequests, exchangeCases, exchangeRequests } from './lib/workload.js';
import { seedDirectory } from './seed.js';

const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const settings = {
  duration: num('BENCH_DURATION', 5),
  runs: num('BENCH_RUNS', 5),
  warmup: num('BENCH_WARMUP', 3),
  connections: num('BENCH_CONNECTIONS', 20),
  cpu: env.BENCH_CPU ?? '0',
  skip: new Set((env.BENCH_SKIP ?? '').split(',').filter(Boolean)),
  cpuProf: env.BENCH_CPU_PROF === '1',
};
const log = (...args: unknown[]) => console.error(`[ab ${new Date().toISOString().slice(11, 19)}]`, ...args);
const otherCores = [...Array(os.availableParallelism()).keys()].filter((c) => String(c) !== settings.cpu).join(',');

async function main() {
  const roots = process.argv
    .slice(2)
    .filter((a) => a !== '--')
    .map((a) => path.resolve(a));
  if (roots.length < 1) throw new Error('usage: npm run bench:ab -- <checkout> [<checkout> …] (each with dist/ built)');
  if (otherCores) execFileSync('taskset', ['-a', '-p', '-c', otherCores, String(process.pid)], { stdio: 'ignore' });
  const database = await createBenchDatabase();
  const unpin = otherCores ? pinBackends(database.name, otherCores, `0-${os.cpus().length - 1}`, log) : async () => undefined;
  const servers: TesseraProcess[] = [];
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    for (const [i, root] of roots.entries()) {
      const profileDir = path.join(repoRoot, 'bench/profiles', String(i));
      if (settings.cpuProf) mkdirSync(profileDir, { recursive: true });
      servers.push(
        await startTessera({
          databaseUrl: database.url,
          root,
          cpus: settings.cpu,
          // The first build takes the issuer's port; the others share its BASE_URL (and issuer).
          ...(i === 0 ? { port } : {}),
          env: { VERIFIED_TOKEN_MEMO_SIZE: '0', BASE_URL: baseUrl },
          nodeArgs: settings.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
        }),
      );
      log(`build ${i}: ${root} (pid ${servers[i]!.child.pid})`);
    }
    const seed = await seedDirectory(database.url);
    const figures: Array<[string, LoadRequest[]]> = [];
    if (!settings.skip.has('cc')) figures.push(['client_credentials', clientCredentialsRequests(seed)]);
    if (!settings.skip.has('exchange')) {
      const signer = await tesseraSigner(database.url, `${baseUrl}/oidc`);
      figures.push(['token exchange, memo off', await exchangeRequests(seed, signer, exchangeCases(seed))]);
    }
    for (const [label, requests] of figures) {
      const options = servers.map((s): LoadOptions => ({
        url: s.tokenUrl,
        requests,
        connections: settings.connections,
        durationSeconds: settings.duration,
        warmupSeconds: settings.warmup,
        cpuTimeMs: () => cpuTimeMs(s.child.pid),
      }));
      for (const o of options) {
        const first = await probe(o.url, requests[0]!);
        if (first.status !== 200) throw new Error(`${label}: ${o.url} answered ${first.status} ${JSON.stringify(first.body).slice(0, 200)}`);
        await warmUp(o);
      }
      const cpu: number[][] = servers.map(() => []);
      const rate: number[][] = servers.map(() => []);
      for (let r = 0; r < settings.runs; r++) {
        for (const [i, o] of options.entries()) {
          const result = await timedRun(o);
          if (result.non2xx || result.errors) log(`${label} build ${i}: WARNING ${result.non2xx} non-2xx, ${result.errors} errors`);
          cpu[i]!.push(result.cpuUs ?? NaN);
          rate[i]!.push(result.rate);
        }
      }
      for (const [i] of servers.entries()) {
        const line = `${label} build ${i}: CPU ${median(cpu[i]!).toFixed(0)} µs/req (runs ${cpu[i]!.map((c) => c.toFixed(0)).join(', ')}), ${median(rate[i]!).toFixed(0)} req/s`;
        console.log(line);
      }
      if (servers.length > 1) console.log(`${label}: build 1 / build 0 CPU per request = ${(median(cpu[1]!) / median(cpu[0]!)).toFixed(3)}`);
    }
  } finally {
    for (const s of servers) await s.stop();
    await unpin();
    await database.drop();
  }
}

runAndExit(main);
