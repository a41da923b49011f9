// Child processes for the bench: pinned to one core with taskset, read back through /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Child {
  proc: ChildProcess;
  pid: number;
  /** Everything the child printed, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Node flags for a node server pinned to `cpus`. A server pinned to one core runs as
 * docs/operations.md advises for a process with one CPU: under `--single-threaded-gc`, so V8's
 * concurrent marking threads do not take the core from requests in the middle of a latency window
 * (one run on a quiet host: a full collection in a fixed-rate window cost 8 ms without them,
 * 53–69 ms with them in the runs before; a noisy host gave no verdict either way, see
 * bench/results-2026-11-28-d340012.md). bench:ab and bench:open-loop-cost pin Tessera too and
 * get the same flag.
 * Every pinned server (Tessera, oidc-provider, the ceiling) gets the same flags, so the
 * ratios stay like for like. BENCH_GC=concurrent keeps V8's default for all of them.
 */
export function oneCoreNodeArgs(cpus: string | undefined): string[] {
  const oneCore = cpus !== undefined && /^\d+$/.test(cpus);
  return oneCore && process.env.BENCH_GC !== 'concurrent' ? ['--single-threaded-gc'] : [];
}

/**
 * The node flags `npm start` gives Tessera, read from package.json's start script (the one place
 * they are written; the Dockerfile's CMD repeats them, bench/checks/memory-reducer.test.ts checks).
 * Today `--no-memory-reducer`: V8's memory reducer shrinks an idle heap and starts a full
 * collection as traffic comes back, which put a 250–700 ms backlog at the start of every
 * fixed-rate client_credentials warm-up; and `--min-semi-space-size=16`, so that the young
 * generation keeps its full size after a quiet spell instead of starting again at 1 MB, when
 * what a request keeps while it waits on the database was promoted (docs/operations.md, Memory).
 */
export function startScriptNodeFlags(packageJson = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../package.json')): string[] {
  const start = (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts?: Record<string, string> }).scripts?.start ?? '';
  const match = /\bnode((?:\s+--[^\s]+)*)\s+dist\/src\/main\.js\b/.exec(start);
  if (!match) throw new Error(`package.json's start script does not run node on dist/src/main.js: ${start}`);
  return match[1]!.split(/\s+/).filter(Boolean);
}

/**
 * Node flags for every server the bench starts, Tessera and the references alike (like for
 * like): those of `npm start`, then the one-core collector when pinned to one core. Flags given
 * after these (BENCH_TESSERA_NODE_ARGS) win, e.g. `--memory-reducer` to compare.
 */
export function serverNodeArgs(cpus: string | undefined): string[] {
  return [...startScriptNodeFlags(), ...oneCoreNodeArgs(cpus)];
}

/** `cpus` = "0" pins the process (and anything it forks) to core 0; undefined leaves it free. */
export function startChild(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cpus?: string | undefined; cwd?: string }): Child {
  // BENCH_NICE (e.g. -10) raises the servers' priority over other work on a shared machine.
  const nice = process.env.BENCH_NICE ? ['nice', '-n', process.env.BENCH_NICE] : [];
  const full = [...nice, command, ...args];
  const [file, argv] = options.cpus ? ['taskset', ['-c', options.cpus, ...full]] : [full[0]!, full.slice(1)];
  // taskset and nice exec the command: the pid we get is the node process itself.
  const proc = spawn(file, argv, { env: { ...process.env, ...options.env }, cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > 20_000) out = out.slice(-10_000);
  };
  // BENCH_CHILD_LOG_DIR keeps each child's whole stdout in <dir>/<pid>.log (e.g. --trace-gc-nvp).
  if (process.env.BENCH_CHILD_LOG_DIR) proc.stdout.pipe(createWriteStream(path.join(process.env.BENCH_CHILD_LOG_DIR, `${proc.pid}.log`)));
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  return {
    proc,
    pid: proc.pid!,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
        proc.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        proc.kill('SIGTERM');
      }),
  };
}

/** Waits for a line of the child's stdout matching `pattern`; returns the match. */
export function waitForLine(child: Child, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const m = child.output().match(pattern);
      if (m) {
        cleanup();
        resolve(m);
      }
    };
    const onExit = () => {
      cleanup();
      reject(new Error(`child exited before it was ready:\n${child.output().slice(-3000)}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`child not ready after ${timeoutMs} ms:\n${child.output().slice(-3000)}`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.proc.stdout!.off('data', check);
      child.proc.off('exit', onExit);
    };
    child.proc.stdout!.on('data', check);
    child.proc.once('exit', onExit);
    check();
  });
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Peak resident set size (VmHWM) in MB of the largest process of the tree, or undefined. */
export function peakRssMb(pid: number): number | undefined {
  let peak: number | undefined;
  for (const p of processTree(pid)) {
    try {
      const kb = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      if (kb) peak = Math.max(peak ?? 0, Number(kb) / 1024);
    } catch {
      // gone meanwhile
    }
  }
  return peak;
}

/** Resets VmHWM to the current RSS (Linux ≥ 4.0), so each figure reports its own peak. */
export function resetPeakRss(pid: number): void {
  for (const p of processTree(pid)) {
    try {
      writeFileSync(`/proc/${p}/clear_refs`, '5');
    } catch {
      // not permitted: the peak then covers the process lifetime, which is still an upper bound
    }
  }
}

/** The process and its live descendants (a cluster primary's workers). */
export function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try {
      for (const tid of readdirSync(`/proc/${out[i]}/task`)) {
        const children = readFileSync(`/proc/${out[i]}/task/${tid}/children`, 'utf8').trim();
        if (children) out.push(...children.split(' ').map(Number));
      }
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

function ownCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU time (user + system, all threads) used so far by the process and its descendants, in ms. */
export function cpuTimeMs(pid: number): number | undefined {
  if (!existsSync(`/proc/${pid}/stat`)) return undefined;
  return processTree(pid).reduce((sum, p) => sum + ownCpuMs(p), 0);
}

/** USER_HZ: 100 on every mainstream Linux build. */
const CLOCK_TICKS = 100;

/**
 * Wait until these processes together use under `busyPercent` of one core over two consecutive
 * `windowMs` windows (or `timeoutMs` passes): a server offered more than it can carry keeps
 * working off its backlog after its load generator stops, and that work, on the core every server
 * is pinned to, must not land in the next server's measurement. Resolves to the time waited (ms)
 * and whether the processes went quiet.
 */
export async function waitForQuiet(
  pids: number[],
  { windowMs = 250, busyPercent = 5, timeoutMs = 20_000 } = {},
): Promise<{ waitedMs: number; quiet: boolean }> {
  const total = () => pids.reduce((sum, pid) => sum + (cpuTimeMs(pid) ?? 0), 0);
  const started = Date.now();
  let quietWindows = 0;
  let before = total();
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = total();
    quietWindows = after - before < (windowMs * busyPercent) / 100 ? quietWindows + 1 : 0;
    before = after;
    if (quietWindows >= 2) return { waitedMs: Date.now() - started, quiet: true };
  }
  return { waitedMs: Date.now() - started, quiet: false };
}

/**
 * Runs a bench script's main and exits: 0 when it finished, 1 with the error printed when it
 * threw. Exiting explicitly also ends handles a library left open (pools, sockets).
 */
export function runAndExit(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
