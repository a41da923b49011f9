// Part of the global setup (global-setup.ts): the console tests drive the built console (dist/console), as `npm start`
// serves it. Build it when it is missing or older than its sources, so `npm test` alone works.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sources = join(root, 'src/console');
const built = join(root, 'dist/console/index.html');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export default async function buildConsole(): Promise<void> {
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(sources)) return;
  const { build } = await import('vite');
  await build({ configFile: join(sources, 'vite.config.ts'), logLevel: 'warn' });
}
