// Part of npm run bench:cold-start: how long `npm start` takes to answer /health on the embedded
// database, as a newcomer runs it.
//  - first start: a new data directory (the installation's migrated template is copied into it;
//    the very first start of an installation also migrates and keeps that template);
//  - warm start: the same directory again.
// Each is run RUNS times (default 3) with nothing to rebuild, and the median and the spread are
// printed, with the CPU the server took. `npm start` itself first checks whether a part needs
// rebuilding (scripts/build.mjs --if-changed): that check is inside the figures.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.RUNS ?? 3);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `npm start` on `dataDir`; resolves with the ms to a healthy answer and the server's CPU ms. */
async function timedStart(dataDir: string): Promise<{ ms: number; cpuMs: number }> {
  const port = await freePort();
  const began = performance.now();
  // Its own process group, so the stop reaches npm and the server it started.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let ms: number;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) {
        ms = performance.now() - began;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const cpuMs = childrenCpuMs(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  return { ms, cpuMs };
}

/** CPU (user + system, ms) of every process in the group `pgid` (npm, the build check, the server). */
function childrenCpuMs(pgid: number): number {
  const out = spawnSync('ps', ['-o', 'cputimes=', '-g', String(pgid)], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((n) => Number.isFinite(n) && n > 0)
    .reduce((a, b) => a + b * 1000, 0);
}

function summary(name: string, samples: Array<{ ms: number; cpuMs: number }>): string {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const cpu = samples.map((s) => s.cpuMs).sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)]!;
  const medianCpu = cpu[Math.floor(cpu.length / 2)]!;
  return `${name}: median ${(median / 1000).toFixed(2)} s to /health, ${(medianCpu / 1000).toFixed(2)} s CPU (runs ${ms.map((m) => (m / 1000).toFixed(2)).join(', ')} s)`;
}

async function main(): Promise<void> {
  const build = spawnSync('node', ['scripts/build.mjs', '--if-changed'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const first: Array<{ ms: number; cpuMs: number }> = [];
  const warm: Array<{ ms: number; cpuMs: number }> = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(path.join(tmpdir(), 'tessera-start-'));
    try {
      first.push(await timedStart(path.join(dir, 'data')));
      warm.push(await timedStart(path.join(dir, 'data')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(summary('npm start, first start on a new embedded database', first));
  console.log(summary('npm start, warm start (same database, nothing to rebuild)', warm));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
