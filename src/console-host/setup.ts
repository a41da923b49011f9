// /console/setup?token=…: the first administrator, through the one-time link start-up prints
// while no user holds the Administrator role (src/domain/instance/console-setup.ts holds the rules).
// Server-rendered on the sign-in experience's page shell with its CSRF tokens: the token here is
// an HMAC of the link's digest, so a form is good only for the link it was rendered for.
import express, { type Request, type Response, type Router } from 'express';
import { administratorExists, checkSetupToken, createFirstAdministrator, invalidSetupToken } from '../domain/instance/console-setup.js';
import { DomainError, invalidInput } from '../domain/errors.js';
import { sha256 } from '../domain/ids.js';
import { csrfMatches, csrfToken, formRefused } from '../experience/cookies.js';
import { form, html, page } from '../experience/pages/html.js';
import { field, pageError, requestMeta, route, sendPage, str } from '../experience/respond.js';
import type { Services } from '../services.js';
import { setupUserCreated } from './events.js';
import { nonceOf } from './headers.js';

const TITLE = 'Create the first administrator';

/** A refused link: 403 (wrong, expired, used); 409 once an administrator exists. */
const STATUS: Record<string, number> = {
  [invalidSetupToken().code]: 403,
  [administratorExists().code]: 409,
};

const flowOf = (token: string) => `console-setup:${sha256(token).toString('hex')}`;

/** The shell's inline <style> is allowed by this response's nonce (the console's CSP has no 'unsafe-inline'). */
function send(res: Response, status: number, body: string): void {
  sendPage(res, status, body.replace('<style>', `<style nonce="${nonceOf(res)}">`));
}

async function renderForm(services: Services, res: Response, token: string, status = 200, error?: string, username?: string) {
  const fields = [
    { name: 'username', label: 'Username', autocomplete: 'username', autofocus: true, ...(username ? { value: username } : {}) },
    { name: 'password', label: 'Password (at least 8 characters)', type: 'password', autocomplete: 'new-password' },
    { name: 'confirm', label: 'Confirm password', type: 'password', autocomplete: 'new-password' },
  ];
  const body = html`<p class="note">This account gets the Administrator role: it can sign in to the console and manage everything. The link works once.</p>
${form('/console/setup', await csrfToken(services, flowOf(token)), fields, 'Create administrator', Boolean(error), { token })}`;
  send(res, status, page(TITLE, body, error));
}

function renderRefusal(res: Response, error: unknown) {
  const known = error instanceof DomainError ? STATUS[error.code] : undefined;
  const { status, message } = known ? { status: known, message: (error as DomainError).message } : pageError(error);
  const next = known === 409 ? html`<nav><a href="/console/">Go to the console</a></nav>` : html``;
  send(res, status, page(TITLE, next, message));
}

export function setupPages(services: Services): Router {
  const router = express.Router();
  // Per link and per moment: never cached.
  router.use('/setup', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.get(
    '/setup',
    route(async (req, res) => {
      const token = str(req.query.token);
      try {
        await checkSetupToken(services.db, token);
      } catch (error) {
        return renderRefusal(res, error);
      }
      await renderForm(services, res, token!);
    }),
  );

  // A few short fields: more is a mistake (413), not work for us.
  router.post(
    '/setup',
    express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 10 }),
    route(async (req: Request, res: Response) => {
      const token = field(req, 'token');
      const username = field(req, 'username') ?? '';
      const password = field(req, 'password') ?? '';
      try {
        if (!token) throw invalidSetupToken();
        if (!(await csrfMatches(services, flowOf(token), field(req, 'csrf')))) throw formRefused();
        if (password !== field(req, 'confirm')) throw invalidInput('The two passwords do not match.', ['confirm']);
        await services.db.transaction().execute(async (trx) => {
          const user = await createFirstAdministrator(trx, { token, username, password });
          await setupUserCreated(trx, requestMeta(req), user);
        });
      } catch (error) {
        if (error instanceof DomainError && STATUS[error.code]) return renderRefusal(res, error);
        const { status, message } = pageError(error);
        // A refused username or password: the same link, the form again.
        if (token && status < 500 && !(error instanceof DomainError && error.code === formRefused().code)) {
          return renderForm(services, res, token, status, message, username);
        }
        return renderRefusal(res, error);
      }
      res.redirect(303, '/console/');
    }),
  );
  return router;
}
