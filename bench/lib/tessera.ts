// Tessera as a child process on the bench database, exactly as an operator would run it: the
// build (`npm run build`, which bench/run.ts runs first), not the TypeScript sources through tsx.
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import pg from 'pg';
import { importJWK, type CryptoKey, type JWK } from 'jose';
import { serverNodeArgs, startChild, waitForHttp, type Child } from './proc.js';
import type { SubjectSigner } from './workload.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const ADMIN_ID = 'bench-admin';
export const ADMIN_SECRET = 'bench-admin-secret-0123456789abcdef';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

export interface TesseraProcess {
  child: Child;
  url: string;
  issuer: string;
  tokenUrl: string;
  managementResource: string;
  stop(): Promise<void>;
}

export async function startTessera(options: {
  databaseUrl: string;
  port?: number;
  cpus?: string | undefined;
  env?: Record<string, string>;
  nodeArgs?: string[];
  /** Another checkout whose `dist/` to run (bench/ab.ts compares builds); default this one. */
  root?: string;
}): Promise<TesseraProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = startChild(process.execPath, [...serverNodeArgs(options.cpus), ...(options.nodeArgs ?? []), 'dist/src/main.js'], {
    cwd: options.root ?? repoRoot,
    cpus: options.cpus,
    env: {
      NODE_ENV: 'production',
      WORKERS: '1',
      PORT: String(port),
      BASE_URL: url,
      DATABASE_URL: options.databaseUrl,
      BOOTSTRAP_ADMIN_CLIENT_ID: ADMIN_ID,
      BOOTSTRAP_ADMIN_CLIENT_SECRET: ADMIN_SECRET,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...options.env,
    },
  });
  try {
    await waitForHttp(`${url}/ready`, 90_000);
  } catch (error) {
    await child.stop();
    throw new Error(`${(error as Error).message}\n${child.output().slice(-3000)}`, { cause: error });
  }
  return {
    child,
    url,
    issuer: `${url}/oidc`,
    tokenUrl: `${url}/oidc/token`,
    managementResource: `${url}/api`,
    stop: () => child.stop(),
  };
}

/**
 * The subject tokens of the exchange workload must be signed by Tessera's own key, as if Tessera
 * had issued them to a signed-in user: the bench reads that key from the bench database.
 */
export async function tesseraSigner(databaseUrl: string, issuer: string): Promise<SubjectSigner> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; private_key: string }>(
      'select id, private_key from signing_keys where retired_at is null order by created_at asc limit 1',
    );
    const row = rows[0];
    if (!row) throw new Error('Tessera has no signing key');
    if (row.private_key.startsWith('enc:')) throw new Error('the bench runs Tessera without KEY_ENCRYPTION_KEY');
    const jwk = JSON.parse(row.private_key) as JWK;
    return { issuer, kid: row.id, key: (await importJWK(jwk, 'ES256')) as CryptoKey };
  } finally {
    await client.end();
  }
}

export async function adminToken(t: TesseraProcess): Promise<string> {
  const res = await fetch(t.tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${ADMIN_ID}:${ADMIN_SECRET}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: t.managementResource, scope: 'all' }),
  });
  const json = (await res.json()) as { access_token?: string };
  if (!json.access_token) throw new Error(`admin token: ${res.status} ${JSON.stringify(json)}`);
  return json.access_token;
}
