// What the shared host did to everyone during an open-loop run, in the same 250 ms buckets as the
// run's latencies: how long tasks were stalled waiting for a CPU or for I/O (Linux pressure
// stall information, /proc/pressure/*, "some" line) and the hypervisor's steal time per core
// (/proc/stat). A fixed-rate tail that lines up with an I/O stall (the kernel writing back a
// burst of Postgres's dirty data pages while the audit row's commit waits for its WAL fsync) or
// with another process taking the cores reads differently from one the server made by itself.
// With the measured server's pid, each bucket also says how much CPU it used (busy, or waiting)
// and how much the other servers pinned to its core used (a neighbour working off a backlog).
// Linux-only, like the rest of the bench; without PSI (kernels before 4.20, or disabled) the
// stall figures are undefined and the report says so.
import { readFileSync } from 'node:fs';
import { median } from './load.js';

export interface HostBucket {
  /** Wall milliseconds of this bucket during which some task waited for I/O. */
  ioStallMs: number | undefined;
  /** Wall milliseconds during which some runnable task waited for a CPU. */
  cpuStallMs: number | undefined;
  /** Highest share of any core's time stolen by the hypervisor (%). */
  stealPct: number;
  /** CPU ms the measured server used in this bucket (when a server was watched). */
  serverCpuMs?: number | undefined;
  /**
   * CPU ms the other servers pinned to the same core used in this bucket: they should be idle
   * while another is measured, and when one is not (a backlog, a collection), the measured server
   * shares its core and runs slower per request, without any steal or CPU pressure to show it.
   */
  neighboursCpuMs?: number | undefined;
  /**
   * CPU µs the core-speed probe's fixed piece of work took on the servers' core in this bucket,
   * the slowest of them (lib/core-speed.ts): more than usual means the core itself ran slower.
   */
  coreWorkUs?: number | undefined;
}

/** Processes to account per bucket: the measured server and the others on its core. */
export interface WatchedProcesses {
  server: number;
  neighbours: number[];
  /** CPU ms of a process (and its children) so far; undefined once it has gone. */
  cpuTimeMs(pid: number): number | undefined;
  /** The core-speed probe pinned to the server's core, when one runs. */
  coreSpeed?: { take(): number[] } | undefined;
}

interface Reading {
  serverMs?: number | undefined;
  neighboursMs?: number | undefined;
  ioUs: number | undefined;
  cpuUs: number | undefined;
  /** The core-speed probe's work times reported since the reading before. */
  coreWorkUs?: number[] | undefined;
  /** Per core: [steal, all] jiffies. */
  cores: Array<[number, number]>;
}

function psiSomeTotalUs(resource: 'cpu' | 'io'): number | undefined {
  try {
    const line = readFileSync(`/proc/pressure/${resource}`, 'utf8').split('\n')[0]!;
    const total = /total=(\d+)/.exec(line);
    return total ? Number(total[1]) : undefined;
  } catch {
    return undefined;
  }
}

function read(watch?: WatchedProcesses): Reading {
  const cores: Array<[number, number]> = [];
  for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
    if (!/^cpu\d/.test(line)) continue;
    // user nice system idle iowait irq softirq steal (guest time is already counted in user)
    const f = line.split(/\s+/).slice(1, 9).map(Number);
    cores.push([f[7]!, f.reduce((a, b) => a + b, 0)]);
  }
  const processes = watch && {
    serverMs: watch.cpuTimeMs(watch.server),
    neighboursMs: watch.neighbours.reduce((sum, pid) => sum + (watch.cpuTimeMs(pid) ?? 0), 0),
  };
  return { ioUs: psiSomeTotalUs('io'), cpuUs: psiSomeTotalUs('cpu'), cores, ...processes, coreWorkUs: watch?.coreSpeed?.take() };
}

function between(a: Reading, b: Reading): HostBucket {
  const ms = (x: number | undefined, y: number | undefined) => (x === undefined || y === undefined ? undefined : (y - x) / 1000);
  let stealPct = 0;
  b.cores.forEach(([steal, all], i) => {
    const [steal0, all0] = a.cores[i] ?? [steal, all];
    if (all > all0) stealPct = Math.max(stealPct, (100 * (steal - steal0)) / (all - all0));
  });
  const cpu = (x: number | undefined, y: number | undefined) => (x === undefined || y === undefined ? undefined : y - x);
  return {
    ioStallMs: ms(a.ioUs, b.ioUs),
    cpuStallMs: ms(a.cpuUs, b.cpuUs),
    stealPct,
    serverCpuMs: cpu(a.serverMs, b.serverMs),
    neighboursCpuMs: cpu(a.neighboursMs, b.neighboursMs),
    coreWorkUs: b.coreWorkUs?.length ? Math.max(...b.coreWorkUs) : undefined,
  };
}

/** Samples the host (and the watched processes) every `bucketMs` from now until `stop()`, which returns one entry per bucket. */
export function sampleHostPressure(bucketMs = 250, watch?: WatchedProcesses): { stop(): HostBucket[] } {
  const buckets: HostBucket[] = [];
  let last = read(watch);
  const timer = setInterval(() => {
    const now = read(watch);
    buckets.push(between(last, now));
    last = now;
  }, bucketMs);
  return {
    stop() {
      clearInterval(timer);
      return buckets;
    },
  };
}

export interface HostSummary {
  /** The most I/O-stalled and CPU-stalled 250 ms of the run (ms), and the highest steal (%). */
  ioStallMsMax: number | undefined;
  cpuStallMsMax: number | undefined;
  stealPctMax: number;
  /** The host in the 250 ms whose requests were the latest (undefined if no bucket matched). */
  atWorst: HostBucket | undefined;
  /** CPU ms the other servers on the measured server's core used over the whole run (if watched). */
  neighboursCpuMs: number | undefined;
  /**
   * How much slower the core ran than usual: the core-speed probe's work time in a bucket over
   * its median across the run's buckets, at the worst bucket and at most (undefined without a probe).
   */
  coreSlowdownAtWorst: number | undefined;
  coreSlowdownMax: number | undefined;
}

export function summariseHost(host: HostBucket[], worstByBucket: number[]): HostSummary {
  const max = (values: Array<number | undefined>) => (values.some((v) => v === undefined) || !values.length ? undefined : Math.max(...(values as number[])));
  let worst = -1;
  worstByBucket.forEach((ms, i) => {
    if (i < host.length && (worst < 0 || ms > worstByBucket[worst]!)) worst = i;
  });
  const work = host.map((b) => b.coreWorkUs).filter((us): us is number => us !== undefined);
  const usual = work.length ? median(work) : undefined;
  const slowdown = (us: number | undefined) => (us === undefined || !usual ? undefined : us / usual);
  return {
    coreSlowdownAtWorst: slowdown(worst >= 0 ? host[worst]!.coreWorkUs : undefined),
    coreSlowdownMax: work.length && usual ? Math.max(...work) / usual : undefined,
    ioStallMsMax: max(host.map((b) => b.ioStallMs)),
    cpuStallMsMax: max(host.map((b) => b.cpuStallMs)),
    stealPctMax: Math.max(0, ...host.map((b) => b.stealPct)),
    atWorst: worst >= 0 ? host[worst] : undefined,
    neighboursCpuMs: host.some((b) => b.neighboursCpuMs === undefined) || !host.length ? undefined : host.reduce((sum, b) => sum + b.neighboursCpuMs!, 0),
  };
}
