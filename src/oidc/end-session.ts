// GET/POST /oidc/session/end (OpenID Connect RP-Initiated Logout 1.0): ends the browser's
// session (and the one an `id_token_hint` names), clears the cookie, and returns to a
// `post_logout_redirect_uri` registered for the client, with `state`. Without an
// id_token_hint the user confirms first (§2: otherwise any site could sign them out), through a
// form whose token is bound to the session being ended.
import express, { type Request, type Response, type Router } from 'express';
import { findApplicationById } from '../db/repositories/applications.js';
import { endSession } from '../db/repositories/sessions.js';
import type { Services } from '../services.js';
import { cookieKey, mac, macMatches, readSignedCookie } from './cookies.js';
import { escapeHtml, sendErrorPage } from './error-page.js';
import { readIdTokenHint } from './id-token.js';
import { SESSION_COOKIE, endBrowserSession } from './sessions.js';

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

async function endSessionRequest(services: Services, req: Request, res: Response, raw: Record<string, unknown>) {
  res.setHeader('Cache-Control', 'no-store');
  const hintRaw = str(raw.id_token_hint);
  const hint = hintRaw ? await readIdTokenHint(services.keys, services.config.issuer, hintRaw) : undefined;
  if (hintRaw && !hint) return sendErrorPage(req, res, 400, 'invalid_request', 'id_token_hint is not an ID token issued here');
  const clientId = str(raw.client_id) ?? hint?.aud;
  if (hint && clientId !== hint.aud) return sendErrorPage(req, res, 400, 'invalid_request', 'client_id does not match id_token_hint');
  const postLogout = str(raw.post_logout_redirect_uri);
  let redirectTo: string | undefined;
  if (postLogout) {
    if (!clientId) return sendErrorPage(req, res, 400, 'invalid_request', 'post_logout_redirect_uri requires id_token_hint or client_id');
    const client = await findApplicationById(services.db, clientId);
    if (!client?.oidcClientMetadata.postLogoutRedirectUris.includes(postLogout)) {
      return sendErrorPage(req, res, 400, 'invalid_request', 'post_logout_redirect_uri is not registered for this application');
    }
    const url = new URL(postLogout);
    const state = str(raw.state);
    if (state) url.searchParams.set('state', state);
    redirectTo = url.toString();
  }

  const sid = await readSignedCookie(services, req, SESSION_COOKIE);
  if (!hint && sid) {
    const key = await cookieKey(services);
    const confirmed = req.method === 'POST' && typeof raw.xsrf === 'string' && macMatches(key, 'logout', sid, raw.xsrf);
    if (!confirmed) return confirmPage(res, { ...pick(raw), xsrf: mac(key, 'logout', sid) });
  }
  await endBrowserSession(services, req, res);
  if (hint?.sid) await endSession(services.db, hint.sid);
  if (redirectTo) return res.redirect(303, redirectTo);
  res
    .type('html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Signed out</title></head><body><main><h1>You are signed out</h1><p>You can close this window.</p></main></body></html>',
    );
}

function pick(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['client_id', 'post_logout_redirect_uri', 'state']) {
    const value = str(raw[name]);
    if (value) out[name] = value;
  }
  return out;
}

function confirmPage(res: Response, fields: Record<string, string>) {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  res
    .type('html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Sign out</title></head><body><main><h1>Sign out?</h1>' +
        `<form method="post" action="/oidc/session/end">${hidden}<button type="submit">Sign out</button></form></main></body></html>`,
    );
}

export function endSessionRouter(services: Services): Router {
  const router = express.Router();
  router.get('/', (req, res) => endSessionRequest(services, req, res, req.query as Record<string, unknown>));
  router.post('/', express.urlencoded({ extended: false, limit: services.config.bodyLimit, parameterLimit: 20 }), (req, res) =>
    endSessionRequest(services, req, res, (req.body ?? {}) as Record<string, unknown>),
  );
  return router;
}
