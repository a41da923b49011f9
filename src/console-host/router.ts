// Serves the admin console (the React app of src/console/, built into CONSOLE_DIR) at /console:
//  - /console/assets/*: the build's hashed files, cached for a year (their names change with
//    their content); no directory listings, no dotfiles;
//  - /console/setup: the first-administrator page (./setup.ts);
//  - any other GET: index.html, never cached, with this response's CSP nonce and the OIDC
//    settings the app needs written into it, so one build works under any BASE_URL.
// Every answer carries the console's protections (./headers.ts).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { CONSOLE_CLIENT_ID } from '../domain/instance/bootstrap.js';
import { escapeHtml } from '../http/escape-html.js';
import type { Services } from '../services.js';
import { consoleProtections, nonceOf } from './headers.js';
import { setupPages } from './setup.js';

export const CONSOLE_PATH = '/console';
const NOT_BUILT = 'console not built: run npm run build';

function notBuilt(req: Request, res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(503);
  if (req.accepts(['json', 'html']) === 'html') {
    res
      .type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tessera console</title></head><body><h1>${NOT_BUILT}</h1></body></html>`);
  } else {
    res.json({ code: 'console.not_built', message: NOT_BUILT });
  }
}

/** index.html as last read: read again when the file changes (a rebuild under a running server). */
function indexReader(dir: string) {
  const file = path.join(dir, 'index.html');
  let cached: { mtimeMs: number; size: number; text: string } | undefined;
  return async (): Promise<string | undefined> => {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      cached = undefined;
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, text: await fs.readFile(file, 'utf8') };
    }
    return cached.text;
  };
}

export function renderIndex(template: string, values: { nonce: string; issuer: string; clientId: string; resource: string }): string {
  const map: Record<string, string> = {
    __CSP_NONCE__: values.nonce,
    __TESSERA_ISSUER__: values.issuer,
    __TESSERA_CLIENT_ID__: values.clientId,
    __TESSERA_RESOURCE__: values.resource,
  };
  // One pass, so a value that happens to contain another placeholder's name is left as it is.
  return template.replace(/__CSP_NONCE__|__TESSERA_ISSUER__|__TESSERA_CLIENT_ID__|__TESSERA_RESOURCE__/g, (name) => escapeHtml(map[name]!));
}

export function consoleHost(services: Services): Router {
  const { config } = services;
  const dir = config.consoleDir;
  const readIndex = indexReader(dir);
  const router = express.Router();
  router.use(consoleProtections);

  // /console → /console/: the app's relative URLs and its router expect the trailing slash.
  router.use((req: Request, res: Response, next: NextFunction) => {
    const [pathname, query] = req.originalUrl.split(/\?(.*)/s, 2);
    if (pathname === CONSOLE_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      return res.redirect(301, `${CONSOLE_PATH}/${query ? `?${query}` : ''}`);
    }
    next();
  });

  router.use(setupPages(services));

  router.use(
    '/assets',
    express.static(path.join(dir, 'assets'), {
      dotfiles: 'ignore',
      index: false,
      redirect: false,
      fallthrough: true,
      immutable: true,
      maxAge: 365 * 24 * 3600 * 1000,
    }),
    async (req: Request, res: Response) => {
      if (!(await readIndex())) return notBuilt(req, res);
      res.status(404).json({ code: 'route.not_found', message: `no console asset at ${req.originalUrl.split('?')[0]}` });
    },
  );

  router.get(/.*/, async (req: Request, res: Response) => {
    const template = await readIndex();
    if (template === undefined) return notBuilt(req, res);
    res.setHeader('Cache-Control', 'no-store');
    res
      .type('html')
      .send(renderIndex(template, { nonce: nonceOf(res), issuer: config.issuer, clientId: CONSOLE_CLIENT_ID, resource: config.managementApiResource }));
  });
  return router;
}
