// What the token endpoint's hot path leaves to the old generation. Objects that outlive two young
// collections are promoted, and only a full collection frees them: ~1 KB per token meant a full
// collection every ~3 s under load, each a 50–60 ms stall on a server pinned to one core (the
// fixed-rate p99 of bench/results-2026-11-28-55e3c93.md). V8's own trace counts the promoted bytes; a child process
// runs the code so that nothing else in the test runner allocates meanwhile.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Bytes promoted per call of `body` (a statement using `i`), measured after a warm-up. */
function promotedPerCall(setup: string, body: string, calls = 20_000): number {
  const script = `
${setup}
const MARK = 'promoted-from-here';
async function run(n) {
  // Batches with a turn of the event loop between them, as requests arrive: young collections
  // happen between batches, so whatever a call keeps past the next one is counted.
  for (let done = 0; done < n; ) {
    for (let k = 0; k < 50; k++, done++) { const i = done; ${body} }
    await new Promise((r) => setImmediate(r));
  }
}
await run(5000);
console.log(MARK);
await run(${calls});
console.log('done');
`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--trace-gc-nvp', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const after = out.slice(out.indexOf('promoted-from-here'));
  expect(after).toContain('done');
  let promoted = 0;
  for (const m of after.matchAll(/\bpromoted=(\d+)/g)) promoted += Number(m[1]);
  // The trace must have seen young collections, or there is nothing to judge.
  expect(after.match(/\bgc=s\b/g)?.length ?? 0).toBeGreaterThan(3);
  return promoted / calls;
}

describe('the old generation under token load', () => {
  it('gets almost nothing from minting an access token', () => {
    const setup = `
import { generateKeyPair } from 'jose';
import { mintAccessToken } from './src/oidc/access-token.ts';
const { privateKey } = await generateKeyPair('ES256');
const keys = { signing: { kid: 'k1', key: privateKey } };`;
    const body = `mintAccessToken(keys, 'https://issuer.example/oidc', { sub: 'user-' + (i % 200), aud: 'https://api.example', clientId: 'app', scope: 'read write', ttlSeconds: 600, extra: { sid: 'sid-' + i, grant_id: 'grant-' + i } });`;
    // Built as { ...extra, client_id, … }, a token promoted about 1,000 bytes; now a few.
    expect(promotedPerCall(setup, body)).toBeLessThan(100);
  }, 60_000);

  // The measure itself: a spread followed by more properties, which V8 (Node 20) promotes.
  it('sees an object built by a spread followed by more properties', () => {
    const body = `const extra = { sid: 'sid-' + i, grant_id: 'g-' + i }; JSON.stringify({ ...extra, a: 'x' + i, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, j: 9 });`;
    expect(promotedPerCall('', body)).toBeGreaterThan(300);
  }, 60_000);
});
