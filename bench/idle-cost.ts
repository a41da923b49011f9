// npm run bench:idle-cost: what this host charges a process for going idle, with no server and no
// network involved. A fixed piece of CPU work (SHA-256 over a 4 KiB buffer, 40 times: about
// 200–300 µs here) runs in chunks, back to back and then with a real sleep after each chunk (the
// thread blocks on a futex, as an event loop with nothing to do blocks in epoll_wait); the CPU time
// per chunk is compared. Where going idle is cheap the two are close; where a vCPU that went idle
// comes back slower (its caches and TLB cold, or the hypervisor's own work), the chunk after a
// sleep costs more. At a fixed request rate every server pays that per idle gap, which the
// closed-loop figures never show (bench/results.md, open loop; docs/deployment.md).
// IDLE_COST_CPU (the core to pin to; default 0, the servers' core in bench/run.ts),
// IDLE_COST_ROUNDS (5), IDLE_COST_SLEEPS_US (comma-separated; 100,300,1000).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { median } from './lib/load.js';

const env = process.env;
const cpu = env.IDLE_COST_CPU ?? '0';
const rounds = Number(env.IDLE_COST_ROUNDS ?? 5);
const sleepsUs = (env.IDLE_COST_SLEEPS_US ?? '100,300,1000').split(',').map(Number);
if (!Number.isInteger(rounds) || rounds < 1 || sleepsUs.some((s) => !Number.isFinite(s) || s <= 0)) {
  throw new Error('IDLE_COST_ROUNDS must be a positive integer and IDLE_COST_SLEEPS_US positive numbers');
}

const buffer = Buffer.alloc(4096, 7);
function chunk(): void {
  for (let i = 0; i < 40; i++) createHash('sha256').update(buffer).digest();
}
const futex = new Int32Array(new SharedArrayBuffer(4));

/** CPU µs (user + system) per chunk, with a sleep of `sleepUs` after each (0: none). */
function cpuPerChunk(sleepUs: number, chunks: number): number {
  const before = process.cpuUsage();
  for (let i = 0; i < chunks; i++) {
    chunk();
    if (sleepUs > 0) Atomics.wait(futex, 0, 0, sleepUs / 1000);
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / chunks;
}

execFileSync('taskset', ['-a', '-p', '-c', cpu, String(process.pid)], { stdio: 'ignore' });
for (let i = 0; i < 300; i++) chunk(); // compiled and warm before anything is timed
// Each sleeping measurement is paired with a back-to-back one just before it, so a slower moment
// of a shared host shifts both; the median ratio over the rounds is reported.
const ratios = new Map<number, number[]>(sleepsUs.map((s) => [s, []]));
console.log(`core ${cpu}: CPU µs per chunk of fixed work, back to back → with a sleep after each`);
for (let round = 1; round <= rounds; round++) {
  const line = sleepsUs.map((s) => {
    const busy = cpuPerChunk(0, 1000);
    const slept = cpuPerChunk(s, 1000);
    ratios.get(s)!.push(slept / busy);
    return `sleep ${s} µs: ${busy.toFixed(0)} → ${slept.toFixed(0)} (${(slept / busy).toFixed(2)}×)`;
  });
  console.log(`round ${round}: ${line.join('; ')}`);
}
console.log(`median over ${rounds} rounds: ${sleepsUs.map((s) => `sleep ${s} µs ${median(ratios.get(s)!).toFixed(2)}×`).join(', ')}`);
