// A wrong configuration stops the real server process before it does anything: exit code 1 and
// one message listing every problem, no stack trace, no secret.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('starting with a wrong configuration', () => {
  it('exits 1 with every problem in one message', () => {
    const secret = 'too-short-secret';
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '99999',
        TRUST_PROXY: 'the-proxy',
        CORS_ALLOWED_ORIGINS: '*',
        BOOTSTRAP_ADMIN_CLIENT_ID: 'admin',
        BOOTSTRAP_ADMIN_CLIENT_SECRET: secret,
        DATA_DIR: 'memory://',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^invalid configuration \(4 problems\):\n/);
    for (const name of ['PORT', 'TRUST_PROXY', 'CORS_ALLOWED_ORIGINS', 'BOOTSTRAP_ADMIN_CLIENT_SECRET']) expect(run.stderr).toContain(`  - ${name} `);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr + run.stdout).not.toContain(secret);
    expect(run.stdout).toBe('');
  }, 60_000);
});
