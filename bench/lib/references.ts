// The reference servers of the bench (bench/servers): oidc-provider and the node:http + jose
// ceiling, each given the seeded directory and a signing key of its own, pinned like Tessera.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import type { Seed } from '../seed.js';
import type { ReferenceData } from '../servers/reference-data.js';
import { serverNodeArgs, startChild, waitForLine, type Child } from './proc.js';
import { repoRoot } from './tessera.js';
import type { SubjectSigner } from './workload.js';

export interface ReferenceServer {
  child: Child;
  tokenUrl: string;
  /** Signs subject tokens this server accepts (the token exchange workload). */
  signer: SubjectSigner;
}

/** Starts `name` on `cpus` with the seed's clients, resources and users; its data file goes in `dir`. */
export async function startReference(name: 'oidc-provider' | 'ceiling', seed: Seed, dir: string, cpus: string): Promise<ReferenceServer> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `${name}-key`;
  const data: ReferenceData = {
    privateJwk: { ...(await exportJWK(privateKey)), kid },
    resources: seed.resources.map((r) => ({ indicator: r.indicator, scopes: r.scopes.map((s) => s.name) })),
    clients: [
      ...seed.m2mApps.map((a) => ({ id: a.id, secret: a.secret, kind: 'm2m' as const, held: Object.fromEntries(a.held) })),
      ...seed.exchangeApps.map((a) => ({ id: a.id, secret: a.secret, kind: 'exchange' as const, held: {} })),
    ],
    users: Object.fromEntries(seed.users.map((u) => [u.id, Object.fromEntries(u.held)])),
  };
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(data));
  const child = startChild(process.execPath, [...serverNodeArgs(cpus), '--import', 'tsx', path.join(repoRoot, 'bench/servers', `${name}.ts`), file], {
    cwd: repoRoot,
    cpus,
    env: { NODE_ENV: 'production' },
  });
  const port = (await waitForLine(child, /listening (\d+)/))[1]!;
  const issuer = `http://127.0.0.1:${port}`;
  return { child, tokenUrl: `${issuer}/token`, signer: { issuer, kid, key: privateKey } };
}
