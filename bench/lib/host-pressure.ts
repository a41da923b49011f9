// What the shared host did to everyone during an open-loop run, in the same 250 ms buckets as the
// run's latencies: how long tasks were stalled waiting for a CPU or for I/O (Linux pressure
// stall information, /proc/pressure/*, "some" line) and the hypervisor's steal time per core
// (/proc/stat). A fixed-rate tail that lines up with an I/O stall (the kernel writing back a
// burst of Postgres's dirty data pages while the audit row's commit waits for its WAL fsync) or
// with another process taking the cores reads differently from one the server made by itself.
// Linux-only, like the rest of the bench; without PSI (kernels before 4.20, or disabled) the
// stall figures are undefined and the report says so.
import { readFileSync } from 'node:fs';

export interface HostBucket {
  /** Wall milliseconds of this bucket during which some task waited for I/O. */
  ioStallMs: number | undefined;
  /** Wall milliseconds during which some runnable task waited for a CPU. */
  cpuStallMs: number | undefined;
  /** Highest share of any core's time stolen by the hypervisor (%). */
  stealPct: number;
}

interface Reading {
  ioUs: number | undefined;
  cpuUs: number | undefined;
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

function read(): Reading {
  const cores: Array<[number, number]> = [];
  for (const line of readFileSync('/proc/stat', 'utf8').split('\n')) {
    if (!/^cpu\d/.test(line)) continue;
    // user nice system idle iowait irq softirq steal (guest time is already counted in user)
    const f = line.split(/\s+/).slice(1, 9).map(Number);
    cores.push([f[7]!, f.reduce((a, b) => a + b, 0)]);
  }
  return { ioUs: psiSomeTotalUs('io'), cpuUs: psiSomeTotalUs('cpu'), cores };
}

function between(a: Reading, b: Reading): HostBucket {
  const ms = (x: number | undefined, y: number | undefined) => (x === undefined || y === undefined ? undefined : (y - x) / 1000);
  let stealPct = 0;
  b.cores.forEach(([steal, all], i) => {
    const [steal0, all0] = a.cores[i] ?? [steal, all];
    if (all > all0) stealPct = Math.max(stealPct, (100 * (steal - steal0)) / (all - all0));
  });
  return { ioStallMs: ms(a.ioUs, b.ioUs), cpuStallMs: ms(a.cpuUs, b.cpuUs), stealPct };
}

/** Samples the host every `bucketMs` from now until `stop()`, which returns one entry per bucket. */
export function sampleHostPressure(bucketMs = 250): { stop(): HostBucket[] } {
  const buckets: HostBucket[] = [];
  let last = read();
  const timer = setInterval(() => {
    const now = read();
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
}

export function summariseHost(host: HostBucket[], worstByBucket: number[]): HostSummary {
  const max = (values: Array<number | undefined>) => (values.some((v) => v === undefined) || !values.length ? undefined : Math.max(...(values as number[])));
  let worst = -1;
  worstByBucket.forEach((ms, i) => {
    if (i < host.length && (worst < 0 || ms > worstByBucket[worst]!)) worst = i;
  });
  return {
    ioStallMsMax: max(host.map((b) => b.ioStallMs)),
    cpuStallMsMax: max(host.map((b) => b.cpuStallMs)),
    stealPctMax: Math.max(0, ...host.map((b) => b.stealPct)),
    atWorst: worst >= 0 ? host[worst] : undefined,
  };
}
