// V8's allocation-site pretenuring, off by default in Tessera. V8 watches each object literal's
// allocation site, and when nearly everything one made since the last young collection was still
// alive at it, it allocates that site's objects straight in the old generation from then on. A
// token server's hot path makes objects that live a few milliseconds, but at a young collection
// the requests in flight keep theirs alive, so sites on that path were tenured (40 in a 10 s
// client_credentials probe): their objects then filled the old generation, freed only by a full
// collection, whose marking is the latency tail of a process on one core. Without pretenuring the
// old generation grew 0.57 MB/s instead of 1.3 under the same load, so full collections came about
// half as often. CPU per request fell 2-3% with the core saturated (npm run bench:ab, five
// interleaved runs each: client_credentials 121 → 117 µs, token exchange with every token
// verified 289 → 282 µs) and rose about 2% at a fixed 4,400 client_credentials/s, where young
// collections copy what was made old before (docs/operations.md, Memory). V8_PRETENURING=true
// gives V8 its heuristic back; a choice made on the node command line wins over both.
import v8 from 'node:v8';
import { v8FlagOnCommandLine } from './v8-flags.js';

const FLAG = '--allocation-site-pretenuring';

/** Whether the node command line (or NODE_OPTIONS) already turned pretenuring on or off. */
export function pretenuringSetOnCommandLine(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): boolean {
  return v8FlagOnCommandLine(FLAG, execArgv, nodeOptions);
}

/**
 * Applies V8_PRETENURING. V8 consults the flag at each young collection and allocation, so
 * turning it off at start, before any site is tenured, takes effect for the life of the process.
 * Returns whether pretenuring is on, or undefined when the command line decided.
 */
export function applyPretenuring(enabled: boolean): boolean | undefined {
  if (pretenuringSetOnCommandLine()) return undefined;
  if (!enabled) v8.setFlagsFromString('--no-allocation-site-pretenuring');
  return enabled;
}
