// How fast the servers' core itself ran, per 250 ms of a fixed-rate run. On a shared host a core
// can slow down without any steal or CPU pressure to show it (another machine's work on the same
// physical core, a lower clock): a server's requests then each take more CPU, and at a fixed rate
// a stretch of them queues into a tail that looks like the server's own stall. In one probe on
// such a host (2026-11-29, a CPU profile per 250 ms of a client_credentials window), the quarters
// with the worst latency had every part of Tessera's work grow alike, ECDSA signing (fixed work
// per request) as much as the rest, by about a third: the core, not Tessera, had changed.
//
// The probe is a small process pinned to the servers' core that, every `intervalMs`, runs a fixed
// piece of work (JSON, base64 and SHA-256, as a token request does) and reports the CPU time it
// took. CPU time, not wall time: being preempted by the server it shares the core with does not
// count, a slower core does. It costs that core about 0.4% of its time (0.3–0.4 ms of work every 100 ms).
import { spawn, type ChildProcess } from 'node:child_process';

export interface CoreSpeedProbe {
  /** CPU µs of each piece of work finished since the last call. */
  take(): number[];
  stop(): void;
}

// Runs in the probe process (plain JavaScript, no imports to resolve).
const PROBE_SOURCE = `
const { createHash } = require('node:crypto');
const claims = { iss: 'https://issuer.example/oidc', sub: 'user-0123456789', aud: 'https://api.example/resource',
  client_id: 'app-0123456789', scope: 'read write admin', iat: 1700000000, exp: 1700003600, jti: 'abcdef0123456789' };
function work() {
  let out = 0;
  for (let i = 0; i < 20; i++) {
    const text = JSON.stringify({ ...claims, n: i });
    const b64 = Buffer.from(text).toString('base64url');
    out += JSON.parse(Buffer.from(b64, 'base64url').toString()).n;
    out += createHash('sha256').update(b64).digest()[0];
  }
  return out;
}
for (let i = 0; i < 200; i++) work(); // optimized before the first report
setInterval(() => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  process.stdout.write((used.user + used.system) + '\\n');
}, Number(process.argv[1]));
`;

/** Starts the probe on `cpu` (taskset); undefined when it cannot be pinned. */
export function startCoreSpeedProbe(cpu: string, intervalMs = 100): CoreSpeedProbe | undefined {
  let child: ChildProcess;
  try {
    child = spawn('taskset', ['-c', cpu, process.execPath, '-e', PROBE_SOURCE, String(intervalMs)], { stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
  child.on('error', () => undefined);
  let pending: number[] = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line) pending.push(Number(line));
  });
  return {
    take() {
      const out = pending;
      pending = [];
      return out;
    },
    stop() {
      child.kill();
    },
  };
}
