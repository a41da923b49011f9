// How far the V8 heap grows before a full collection. Left to itself, V8 sizes the next limit by
// a factor of up to 4 over what the last full collection kept when the process may use gigabytes
// (its default on a machine with memory to spare): a token server keeping ~50 MB live was seen
// at 250–285 MB resident under load, nearly all of it garbage waiting for a collection that V8
// saw no reason to start. A factor of 1.5 (HEAP_GROWING_PERCENT=50) kept the same load at about
// 160 MB. The price is more full collections: one every few tens of seconds under load, each about
// 100–135 ms of marking (mostly concurrent or in small steps) and a final pause of 10–30 ms, well
// under 1% of a core (--trace-gc under the bench's token load; commit 6fb1886). An operator who sets the flag on the command
// line keeps their value.
import v8 from 'node:v8';
import { v8FlagOnCommandLine } from './v8-flags.js';

const FLAG = '--heap-growing-percent';

/** Whether the node command line (or NODE_OPTIONS) already chose a growing factor. */
export function heapGrowthSetOnCommandLine(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): boolean {
  return v8FlagOnCommandLine(FLAG, execArgv, nodeOptions);
}

/**
 * Applies HEAP_GROWING_PERCENT (0: leave V8's heuristic). V8 reads the flag each time it sets the
 * next collection's limit, so setting it at start, before the heap has grown, takes effect.
 * Returns the percentage in force, or undefined when V8 chooses.
 */
export function applyHeapGrowth(percent: number): number | undefined {
  if (heapGrowthSetOnCommandLine()) return undefined;
  if (percent <= 0) return undefined;
  v8.setFlagsFromString(`${FLAG}=${Math.round(percent)}`);
  return percent;
}
