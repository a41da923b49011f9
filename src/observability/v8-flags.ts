// Whether the operator already chose a V8 flag on the node command line (or in NODE_OPTIONS):
// the settings that tune V8 at start (heap-growth.ts, pretenuring.ts) then leave it alone.

/**
 * True when `flag` (given as `--some-flag`) appears as `--some-flag`, `--some-flag=…`, its
 * underscore spelling, or negated (`--no-some-flag`).
 */
export function v8FlagOnCommandLine(flag: string, execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): boolean {
  const bare = flag.replace(/^--/, '');
  const spellings = [bare, bare.replace(/-/g, '_')].flatMap((name) => [`--${name}`, `--no-${name}`, `--no_${name}`]);
  const named = (arg: string) => spellings.some((s) => arg === s || arg.startsWith(`${s}=`));
  return execArgv.some(named) || nodeOptions.split(/\s+/).some(named);
}
